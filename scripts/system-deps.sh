#!/usr/bin/env bash
# Install the system packages tgtbuild's emulated board and its tests use, when
# missing: qemu-user (runs foreign binaries), the cross C libraries qemu needs
# for glibc programs (and aarch64's libstdc++ for TVM's runtime), OpenSSH (the test board), make, file, rsync, and OpenCL on
# the CPU (PoCL, the ICD loader and headers: the device-kernel tests' runtime).
# Debian/Ubuntu (apt). Uses sudo when not root. Prints nothing when all is there.
set -euo pipefail
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
need=()
[ -x /usr/sbin/sshd ] || need+=(openssh-server)
command -v ssh >/dev/null 2>&1 || need+=(openssh-client)
command -v qemu-aarch64-static >/dev/null 2>&1 || need+=(qemu-user-static)
[ -d /usr/aarch64-linux-gnu/lib ] || need+=(libc6-arm64-cross)
# TVM's runtime (a whole model on the emulated rasp4b) is C++: it needs the board's libstdc++ under qemu
[ -e /usr/aarch64-linux-gnu/lib/libstdc++.so.6 ] || need+=(libstdc++6-arm64-cross)
[ -d /usr/riscv64-linux-gnu/lib ] || need+=(libc6-riscv64-cross)
[ -d /usr/arm-linux-gnueabihf/lib ] || need+=(libc6-armhf-cross)
# soft-float Arm (arm-linux-gnueabi, arm/pynq): its loader is /lib/ld-linux.so.3, not armhf's
[ -d /usr/arm-linux-gnueabi/lib ] || need+=(libc6-armel-cross)
command -v rsync >/dev/null 2>&1 || need+=(rsync)
command -v file >/dev/null 2>&1 || need+=(file)
command -v make >/dev/null 2>&1 || need+=(make)
command -v python3 >/dev/null 2>&1 || need+=(python3 python3-venv)
# the tuning report's test renders the page in a real headless browser
command -v chromium >/dev/null 2>&1 || need+=(chromium)
ls /etc/OpenCL/vendors/pocl*.icd >/dev/null 2>&1 || need+=(pocl-opencl-icd)
ldconfig -p 2>/dev/null | grep -q 'libOpenCL.so ' || need+=(ocl-icd-opencl-dev)
[ -f /usr/include/CL/cl.h ] || need+=(opencl-headers)
# boards whose user logs in with fish or tcsh (tests/test_hostile_board.py: they must be refused clearly)
command -v fish >/dev/null 2>&1 || need+=(fish)
command -v tcsh >/dev/null 2>&1 || need+=(tcsh)
if [ ${#need[@]} -gt 0 ]; then
  echo "system-deps: installing ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
