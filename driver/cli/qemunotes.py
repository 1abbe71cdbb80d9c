"""Explain a 32-bit program's EOVERFLOW under qemu-user, where it shows.

A 32-bit glibc program built without large-file support calls the 32-bit
readdir/stat, whose inode numbers and directory offsets must fit in 32 bits.
Under qemu-user on a 64-bit host they come from the host's filesystem (ext4's
64-bit directory hashes, overlayfs inode numbers) and do not: readdir fails
with EOVERFLOW, "Value too large for defined data type", and C++'s
std::filesystem::recursive_directory_iterator throws it (issue 25; armv7 under
qemu 7.2). Measured here on ext4 (armv7a-linux-gnueabihf): readdir of
/usr/include failed with EOVERFLOW, and the same C program built with
-D_FILE_OFFSET_BITS=64 listed its 239 entries; the C++ iterator failed with
and without the flag, because it lives in zig's libc++, built without it.
A real 32-bit board's own filesystem does not show it.
"""

from __future__ import annotations

# strerror(EOVERFLOW) in glibc and in musl
EOVERFLOW_TEXTS = (b"Value too large for defined data type", b"Value too large for data type")


def eoverflow_note(bits: int, emulated: bool, status: int, stderr: bytes) -> str:
    """A note for a failed 32-bit program under an emulator whose stderr shows EOVERFLOW ('' otherwise)."""
    if status == 0 or not emulated or bits != 32 or not any(text in stderr for text in EOVERFLOW_TEXTS):
        return ""
    note = ("EOVERFLOW (\"Value too large for defined data type\") in a 32-bit program under qemu-user: this "
            "64-bit host's filesystem gives inode numbers and directory offsets that do not fit the 32-bit "
            "readdir/stat. ")
    if b"filesystem error" in stderr:
        return note + ("C++ std::filesystem reads directories inside zig's libc++, built without large-file "
                       "support, so -D_FILE_OFFSET_BITS=64 does not help there (checked on armv7 glibc): run "
                       "on the 32-bit board itself, or read the folder with readdir built with that flag")
    return note + ("Rebuild with -D_FILE_OFFSET_BITS=64 (readdir then works; checked on armv7 glibc), or run on "
                   "the 32-bit board itself")
