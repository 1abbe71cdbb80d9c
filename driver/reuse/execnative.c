/* tgtbuild exec's native client: one test's call to the board's helper, without starting Python.

   argv: execnative N PYTHON-EXEC... WORDS... -- PROGRAM ARGS...
   where the N words after N are the Python `tgtbuild exec` command (ending in "exec") and the rest
   are exec's own words. Any doubt runs that command with the same words (execvp(argv[2], argv + 2)):
   no remembered entry for the words before `--` (cli/execfast.py writes it after a call this client
   handed over), a stamp or variable that changed since, a boards.toml in this folder, no helper
   listening, TGTBUILD_EXEC_NATIVE=0. Once the request is sent, nothing falls back: the program may
   have started. What it does then is the Python client's (remote/kept/client.py): the frames of
   protocol.py, every wait bounded (IDLE_WAIT of silence, STALL_WAIT without progress before the
   start, --timeout + KILL_GRACE after it), stdin streamed (as stdinsource.py decides), SIGINT and
   SIGTERM close the socket (the helper kills the run on the board) and exit 130/143, a failure of
   tgtbuild's own ends as reuse/exechelper/failure.py says (99, SIGTERM under ctest).
   The helper builds the request from the words (reuse/exechelper/nativeserve.py). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#define IDLE_WAIT 15.0
#define STALL_WAIT 180.0
#define KILL_GRACE 30.0
#define MAX_FRAME (8u << 20)
#define FAILED 99
#define TIMED_OUT 124
#define TABLE_MAX (4u << 20)
#define CHUNK 65536
#define OUT_HIGH (1u << 20)

extern char **environ;

static char **fallback_argv;
static const char *board = "?";
static const char *socket_path = "";

/* ------------------------------------------------------------------ falling back */

static void fall_back(void) {
    setenv("TGTBUILD_EXEC_FROM_NATIVE", "1", 1); /* the Python side then refreshes our entry */
    execvp(fallback_argv[0], fallback_argv);
    fprintf(stderr, "tgtbuild: error: cannot run %s: %s\n", fallback_argv[0], strerror(errno));
    exit(FAILED);
}

/* ------------------------------------------------------------------ small tools */

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

typedef struct {
    char *data;
    size_t len, cap;
} buf_t;

static void buf_add(buf_t *b, const void *data, size_t len) {
    if (b->len + len > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + len) cap *= 2;
        char *grown = realloc(b->data, cap);
        if (!grown) {
            fprintf(stderr, "tgtbuild: error: out of memory\n");
            exit(FAILED);
        }
        b->data = grown;
        b->cap = cap;
    }
    memcpy(b->data + b->len, data, len);
    b->len += len;
}

static void buf_drop(buf_t *b, size_t n) {
    memmove(b->data, b->data + n, b->len - n);
    b->len -= n;
}

static int write_all(int fd, const char *data, size_t len) {
    while (len) {
        ssize_t n = write(fd, data, len);
        if (n < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        data += n;
        len -= (size_t)n;
    }
    return 0;
}

/* "mtime:ctime" in ns, as execfast._native_stamp writes it ("0:0" for a missing file): the ctime sees an edit
 * whose mtime was set back (touch -r, cp -p), which no user call can set back. */
static void stamp(const char *path, char *text, size_t size) {
    struct stat st;
    if (stat(path, &st) != 0) { snprintf(text, size, "0:0"); return; }
    snprintf(text, size, "%lld:%lld", (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec,
             (long long)st.st_ctim.tv_sec * 1000000000LL + st.st_ctim.tv_nsec);
}

/* ------------------------------------------------------------------ how tgtbuild's own failures end */

static int under_ctest(void) {
    const char *meson = getenv("MESON_TEST_ITERATION");
    if (meson && *meson) return 0;
    if (getenv("CTEST_INTERACTIVE_DEBUG_MODE")) return 1;
    char path[64], comm[64] = "";
    snprintf(path, sizeof path, "/proc/%d/comm", (int)getppid());
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    size_t n = fread(comm, 1, sizeof comm - 1, f);
    fclose(f);
    comm[n] = 0;
    while (n && (comm[n - 1] == '\n' || comm[n - 1] == ' ')) comm[--n] = 0;
    return strcmp(comm, "ctest") == 0;
}

/* failure.end: the message already printed; recorded where `tgtbuild ctest` asks, 99 or SIGTERM. */
static void end_failed(const char *message, int code) {
    if (code == TIMED_OUT) exit(TIMED_OUT); /* --timeout ended the program: its outcome */
    const char *report = getenv("TGTBUILD_EXEC_FAILURE_FILE");
    if (report && *report) {
        int fd = open(report, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd >= 0) {
            size_t len = strlen(message);
            write_all(fd, message, len > 65536 ? 65536 : len);
            close(fd);
        }
    }
    if (under_ctest()) {
        sigset_t set;
        signal(SIGTERM, SIG_DFL);
        sigemptyset(&set);
        sigaddset(&set, SIGTERM);
        sigprocmask(SIG_UNBLOCK, &set, NULL);
        kill(getpid(), SIGTERM);
        sleep(1);
    }
    exit(FAILED);
}

static void fail(int code, const char *format, ...) {
    char text[8192];
    int at = snprintf(text, sizeof text, "tgtbuild: error: ");
    va_list ap;
    va_start(ap, format);
    vsnprintf(text + at, sizeof text - (size_t)at, format, ap);
    va_end(ap);
    fprintf(stderr, "%s\n", text);
    end_failed(text, code);
}

static const char *log_path(void) {
    static char path[4096];
    size_t len = strlen(socket_path);
    if (len > 5 && len < sizeof path && strcmp(socket_path + len - 5, ".sock") == 0) {
        memcpy(path, socket_path, len - 5);
        strcpy(path + len - 5, ".log");
        return path;
    }
    return socket_path;
}

/* ------------------------------------------------------------------ where the helper is */

static int private_ok(const char *path) {
    struct stat st;
    if (lstat(path, &st) != 0) return errno == ENOENT ? -1 : 0; /* -1: Python would make it (nothing is there) */
    return S_ISDIR(st.st_mode) && st.st_uid == getuid() && !(st.st_mode & 077);
}

/* paths.private_dirs + private_dir: the first candidate that is a 0700 folder of ours. */
static int private_dir(char *out, size_t size) {
    char candidates[3][4096];
    int count = 0;
    const char *runtime = getenv("XDG_RUNTIME_DIR");
    struct stat st;
    if (runtime && *runtime && stat(runtime, &st) == 0 && S_ISDIR(st.st_mode))
        snprintf(candidates[count++], sizeof candidates[0], "%s/tgtbuild", runtime);
    const char *tmp = getenv("TMPDIR");
    snprintf(candidates[count++], sizeof candidates[0], "%s/tgtbuild-%d", tmp && *tmp ? tmp : "/tmp", (int)getuid());
    const char *cache = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    if (cache && *cache)
        snprintf(candidates[count++], sizeof candidates[0], "%s/tgtbuild/run", cache);
    else if (home && *home)
        snprintf(candidates[count++], sizeof candidates[0], "%s/.cache/tgtbuild/run", home);
    for (int i = 0; i < count; i++) {
        int ok = private_ok(candidates[i]);
        if (ok < 0) return -1;
        if (ok) {
            snprintf(out, size, "%s", candidates[i]);
            return 0;
        }
    }
    return -1;
}

typedef struct {
    char **fields;
    size_t count;
} table_t;

/* The remembered table (execfast.remember_native): NUL-terminated fields; NULL unless safely ours. */
static int read_table(const char *folder, table_t *table) {
    char path[4200];
    snprintf(path, sizeof path, "%s/exec-native", folder);
    int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return -1;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != getuid() || (st.st_mode & 022) ||
        (size_t)st.st_size > TABLE_MAX) {
        close(fd);
        return -1;
    }
    char *data = malloc((size_t)st.st_size + 1);
    size_t have = 0;
    while (data && have < (size_t)st.st_size) {
        ssize_t n = read(fd, data + have, (size_t)st.st_size - have);
        if (n <= 0) break;
        have += (size_t)n;
    }
    close(fd);
    if (!data || have == 0 || data[have - 1] != 0) return -1;
    size_t count = 0;
    for (size_t i = 0; i < have; i++) count += data[i] == 0;
    table->fields = malloc(count * sizeof(char *));
    if (!table->fields) return -1;
    table->count = 0;
    for (size_t i = 0; i < have; i += strlen(data + i) + 1) table->fields[table->count++] = data + i;
    return strcmp(table->fields[0], "tgtbuild-exec-native 2") == 0 ? 0 : -1;
}

typedef struct {
    const char *socket, *timeout, *stdin_file, *options_hex;
} entry_t;

static int number(const char *text, long *out) {
    char *end;
    errno = 0;
    long value = strtol(text, &end, 10);
    if (errno || !*text || *end || value < 0 || value > 1000000) return -1;
    *out = value;
    return 0;
}

/* The entry for these words before `--`, when every stamp and variable it names is as it was. */
static int find_entry(table_t *t, char **words, long count, entry_t *found) {
    size_t at = 1;
    while (at + 1 < t->count && strcmp(t->fields[at], "E") == 0) {
        long n, stamps, vars;
        if (number(t->fields[at + 1], &n) || at + 2 + (size_t)n + 6 > t->count) return -1;
        size_t words_at = at + 2, next = at + 2 + (size_t)n;
        const char *board_word = t->fields[next], *sock = t->fields[next + 1], *timeout = t->fields[next + 2];
        const char *stdin_field = t->fields[next + 3], *options = t->fields[next + 4];
        next += 5;
        if (number(t->fields[next], &stamps) || next + 1 + 2 * (size_t)stamps >= t->count) return -1;
        size_t stamps_at = next + 1;
        next = stamps_at + 2 * (size_t)stamps;
        if (number(t->fields[next], &vars) || next + 1 + 2 * (size_t)vars > t->count) return -1;
        size_t vars_at = next + 1;
        next = vars_at + 2 * (size_t)vars;
        int same = n == count;
        for (long i = 0; same && i < n; i++) same = strcmp(t->fields[words_at + i], words[i]) == 0;
        if (same) {
            for (long i = 0; i < stamps; i++) {
                char text[64];
                stamp(t->fields[stamps_at + 2 * i], text, sizeof text);
                if (strcmp(text, t->fields[stamps_at + 2 * i + 1]) != 0) return -1;
            }
            for (long i = 0; i < vars; i++) {
                const char *value = getenv(t->fields[vars_at + 2 * i]), *want = t->fields[vars_at + 2 * i + 1];
                if (want[0] == '-' ? value != NULL : (value == NULL || strcmp(value, want + 1) != 0)) return -1;
            }
            if (stdin_field[0] != '-' && stdin_field[0] != '+') return -1;
            board = board_word;
            found->socket = sock;
            found->timeout = timeout;
            found->stdin_file = stdin_field[0] == '+' ? stdin_field + 1 : NULL;
            found->options_hex = options;
            return 0;
        }
        at = next;
    }
    return -1;
}

static int connect_helper(const char *path) {
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    char short_path[128];
    const char *target = path;
    if (strlen(path) >= 100) { /* protocol.unix_address: through the folder opened once */
        const char *slash = strrchr(path, '/');
        if (!slash) return -1;
        char folder[4096];
        size_t len = (size_t)(slash - path);
        if (len >= sizeof folder) return -1;
        memcpy(folder, path, len);
        folder[len] = 0;
        int dir = open(len ? folder : "/", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dir < 0) return -1;
        snprintf(short_path, sizeof short_path, "/proc/self/fd/%d/%s", dir, slash + 1);
        if (strlen(short_path) >= 100) return -1;
        target = short_path;
    }
    if (strlen(target) >= sizeof address.sun_path) return -1;
    strcpy(address.sun_path, target);
    /* Non-blocking: a helper whose backlog is full (stuck, not accepting) would hold a blocking connect. */
    int sock = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (sock < 0) return -1;
    if (connect(sock, (struct sockaddr *)&address, sizeof address) != 0) {
        close(sock);
        return -1;
    }
    return sock;
}

/* ------------------------------------------------------------------ the request (marshal) */

static void m_int32(buf_t *b, uint32_t value) {
    unsigned char le[4] = {value & 255, (value >> 8) & 255, (value >> 16) & 255, (value >> 24) & 255};
    buf_add(b, le, 4);
}

static void m_bytes(buf_t *b, const char *data, size_t len) {
    buf_add(b, "s", 1);
    m_int32(b, (uint32_t)len);
    buf_add(b, data, len);
}

static void m_key(buf_t *b, const char *name) {
    buf_add(b, "u", 1);
    m_int32(b, (uint32_t)strlen(name));
    buf_add(b, name, strlen(name));
}

static int unhex(const char *hex, buf_t *out) {
    size_t len = strlen(hex);
    if (len % 2) return -1;
    for (size_t i = 0; i < len; i += 2) {
        unsigned value;
        if (sscanf(hex + i, "%2x", &value) != 1) return -1;
        unsigned char byte = (unsigned char)value;
        buf_add(out, &byte, 1);
    }
    return 0;
}

static void frame(buf_t *b, char kind, const char *data, size_t len) {
    unsigned char head[5] = {(unsigned char)kind, (len >> 24) & 255, (len >> 16) & 255, (len >> 8) & 255, len & 255};
    buf_add(b, head, 5);
    if (len) buf_add(b, data, len);
}

/* ------------------------------------------------------------------ stdin (stdinsource.forwarded_fd) */

static int forwarded_stdin(void) {
    struct stat st, null;
    if (fstat(0, &st) != 0) return -1;
    if (S_ISCHR(st.st_mode)) {
        if (stat("/dev/null", &null) == 0 && st.st_rdev == null.st_rdev) return -1;
        if (isatty(0)) {
            pid_t group = tcgetpgrp(0);
            if (group < 0 || group != getpgrp()) return -1; /* a background job: a read would stop us */
        }
    }
    return 0;
}

/* ------------------------------------------------------------------ signals */

static int signal_pipe[2] = {-1, -1};

static void on_signal(int signum) {
    int saved = errno;
    unsigned char byte = (unsigned char)signum;
    if (write(signal_pipe[1], &byte, 1) < 0) { /* the pipe is full: one is on its way already */
    }
    errno = saved;
}

/* ------------------------------------------------------------------ an error report ("!", JSON) */

static void put_utf8(buf_t *b, unsigned code) {
    unsigned char out[4];
    size_t n;
    if (code < 0x80) out[0] = (unsigned char)code, n = 1;
    else if (code < 0x800) out[0] = 0xC0 | (code >> 6), out[1] = 0x80 | (code & 63), n = 2;
    else if (code < 0x10000) out[0] = 0xE0 | (code >> 12), out[1] = 0x80 | ((code >> 6) & 63), out[2] = 0x80 | (code & 63), n = 3;
    else out[0] = 0xF0 | (code >> 18), out[1] = 0x80 | ((code >> 12) & 63), out[2] = 0x80 | ((code >> 6) & 63),
         out[3] = 0x80 | (code & 63), n = 4;
    buf_add(b, out, n);
}

/* The JSON string after `"name": ` in `json` (json.dumps' output: ASCII, escaped); -1 when absent. */
static int json_string(const char *json, size_t len, const char *name, buf_t *out) {
    char key[64];
    snprintf(key, sizeof key, "\"%s\": \"", name);
    const char *at = memmem(json, len, key, strlen(key));
    if (!at) return -1;
    const char *p = at + strlen(key), *end = json + len;
    while (p < end && *p != '"') {
        if (*p != '\\') {
            buf_add(out, p++, 1);
            continue;
        }
        if (++p >= end) return -1;
        char c = *p++;
        const char *plain = strchr("\"\\/", c);
        if (plain) buf_add(out, &c, 1);
        else if (c == 'n') buf_add(out, "\n", 1);
        else if (c == 't') buf_add(out, "\t", 1);
        else if (c == 'r') buf_add(out, "\r", 1);
        else if (c == 'b') buf_add(out, "\b", 1);
        else if (c == 'f') buf_add(out, "\f", 1);
        else if (c == 'u' && end - p >= 4) {
            unsigned code;
            if (sscanf(p, "%4x", &code) != 1) return -1;
            p += 4;
            if (code >= 0xD800 && code < 0xDC00 && end - p >= 6 && p[0] == '\\' && p[1] == 'u') {
                unsigned low;
                if (sscanf(p + 2, "%4x", &low) == 1 && low >= 0xDC00 && low < 0xE000) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                    p += 6;
                }
            }
            put_utf8(out, code);
        } else return -1;
    }
    buf_add(out, "", 1);
    return 0;
}

static void helper_error(const char *json, size_t len) {
    buf_t message = {0};
    const char *code_at = memmem(json, len, "\"exit_code\": ", 13);
    int code = code_at ? atoi(code_at + 13) : 2;
    if (json_string(json, len, "message", &message) != 0)
        fail(255, "tgtbuild exec's helper for %s sent an unreadable error report", board);
    fail(code, "%s", message.data);
}

/* ------------------------------------------------------------------ the run */

int main(int argc, char **argv) {
    long n;
    if (argc < 3 || number(argv[1], &n) || n < 1 || 2 + n > argc) {
        fprintf(stderr, "usage: %s N TGTBUILD-EXEC-COMMAND(N words) EXEC-WORDS... -- PROGRAM ARGS...\n", argv[0]);
        return 2;
    }
    fallback_argv = argv + 2;
    char **words = argv + 2 + n;
    long count = argc - 2 - n, cut = -1;
    for (long i = 0; i < count; i++)
        if (strcmp(words[i], "--") == 0) {
            cut = i;
            break;
        }
    const char *off = getenv("TGTBUILD_EXEC_NATIVE");
    if (cut < 0 || cut + 1 >= count || (off && strcmp(off, "0") == 0)) fall_back();

    char folder[4096], cwd[8192];
    table_t table;
    entry_t entry;
    struct stat st;
    if (private_dir(folder, sizeof folder) != 0 || read_table(folder, &table) != 0 ||
        find_entry(&table, words, cut, &entry) != 0 || !getcwd(cwd, sizeof cwd) ||
        (stat("boards.toml", &st) == 0 && S_ISREG(st.st_mode)))
        fall_back();
    socket_path = entry.socket;
    double timeout = -1;
    if (*entry.timeout) {
        char *end;
        timeout = strtod(entry.timeout, &end);
        if (*end || timeout < 0) fall_back();
    }
    int input = -1; /* what goes to the program's stdin: -1 nothing */
    if (entry.stdin_file) {
        input = open(entry.stdin_file, O_RDONLY | O_CLOEXEC);
        if (input < 0) fall_back(); /* the Python client says why */
    } else if (forwarded_stdin() == 0) {
        input = 0;
    }
    buf_t options = {0};
    if (unhex(entry.options_hex, &options) != 0) fall_back();
    int sock = connect_helper(entry.socket);
    if (sock < 0) fall_back(); /* no helper: the Python client starts one */

    buf_t request = {0};
    buf_add(&request, "{", 1);
    m_key(&request, "argv");
    buf_add(&request, "[", 1);
    m_int32(&request, (uint32_t)(count - cut - 1));
    for (long i = cut + 1; i < count; i++) m_bytes(&request, words[i], strlen(words[i]));
    m_key(&request, "cwd");
    m_bytes(&request, cwd, strlen(cwd));
    m_key(&request, "environ");
    buf_add(&request, "{", 1);
    for (char **e = environ; *e; e++) {
        const char *eq = strchr(*e, '=');
        if (!eq) continue;
        m_bytes(&request, *e, (size_t)(eq - *e));
        m_bytes(&request, eq + 1, strlen(eq + 1));
    }
    buf_add(&request, "0", 1);
    m_key(&request, "options");
    m_bytes(&request, options.data, options.len);
    m_key(&request, "stdin");
    buf_add(&request, input >= 0 ? "T" : "F", 1);
    buf_add(&request, "0", 1);

    /* From here on the run may start: no falling back. */
    if (pipe2(signal_pipe, O_CLOEXEC | O_NONBLOCK) != 0) fail(255, "tgtbuild exec: no pipe: %s", strerror(errno));
    struct sigaction action = {0};
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    signal(SIGPIPE, SIG_IGN);

    buf_t out = {0}, in = {0};
    frame(&out, 'A', request.data, request.len);
    char chunk[CHUNK];
    int input_open = input >= 0, started = 0, sending = 1;
    double heard = now(), progressed = heard, deadline = -1;
    buf_t progress = {0};
    for (;;) {
        struct pollfd fds[3] = {{sock, POLLIN | (out.len && sending ? POLLOUT : 0), 0},
                                {signal_pipe[0], POLLIN, 0},
                                {input_open && out.len < OUT_HIGH ? input : -1, POLLIN, 0}};
        double limit = heard + IDLE_WAIT;
        if (deadline >= 0 && deadline < limit) limit = deadline;
        double wait = limit - now();
        int ready = poll(fds, 3, wait > 0 ? (int)(wait * 1000) + 1 : 0);
        if (ready < 0 && errno != EINTR) fail(255, "tgtbuild exec: poll: %s", strerror(errno));
        if (fds[1].revents & POLLIN) {
            unsigned char signum = 0;
            if (read(signal_pipe[0], &signum, 1) == 1) {
                close(sock); /* the helper sees the hang-up and kills the run on the board */
                fprintf(stderr, "tgtbuild: %s\n", signum == SIGTERM ? "terminated" : "interrupted");
                return signum == SIGTERM ? 143 : 130;
            }
        }
        if (ready <= 0 && now() >= limit) {
            int late = deadline >= 0 && now() >= deadline;
            if (late)
                fail(255, "tgtbuild exec's helper for %s did not report within --timeout %g s + %g s; giving up (its log: %s)",
                     board, timeout, KILL_GRACE, log_path());
            fail(255, "tgtbuild exec's helper for %s did not report within %g s; giving up (its log: %s)", board,
                 IDLE_WAIT, log_path());
        }
        if (fds[2].revents & (POLLIN | POLLHUP | POLLERR)) {
            ssize_t got = read(input, chunk, sizeof chunk);
            if (got > 0) frame(&out, 'i', chunk, (size_t)got);
            else if (got == 0 || (errno != EINTR && errno != EAGAIN)) {
                frame(&out, 'I', NULL, 0);
                input_open = 0;
            }
        }
        if (out.len && sending && (fds[0].revents & POLLOUT || out.len)) {
            ssize_t sent = send(sock, out.data, out.len, MSG_NOSIGNAL | MSG_DONTWAIT);
            if (sent > 0) buf_drop(&out, (size_t)sent);
            else if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                sending = 0; /* the run ended or the helper left: what it said comes below */
                input_open = 0;
            }
        }
        if (!(fds[0].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        ssize_t got = recv(sock, chunk, sizeof chunk, MSG_DONTWAIT);
        if (got < 0) {
            if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) continue;
            got = 0;
        }
        if (got == 0) fail(255, "tgtbuild exec's helper for %s went away during the run", board);
        buf_add(&in, chunk, (size_t)got);
        while (in.len >= 5) {
            unsigned char *head = (unsigned char *)in.data;
            uint32_t size = ((uint32_t)head[1] << 24) | ((uint32_t)head[2] << 16) | ((uint32_t)head[3] << 8) | head[4];
            char kind = (char)head[0];
            if (size > MAX_FRAME)
                fail(255, "tgtbuild exec's helper socket sent a %u-byte frame of kind '%c' (at most %u are sent): "
                     "not a helper of this tgtbuild", size, kind, MAX_FRAME);
            if (in.len < 5 + (size_t)size) break;
            const char *payload = in.data + 5;
            heard = now();
            if (kind == '.') {
                if (!started && deadline < 0) {
                    if (progress.len != size || memcmp(progress.data, payload, size) != 0) {
                        progress.len = 0;
                        buf_add(&progress, payload, size);
                        progressed = heard;
                    } else if (heard - progressed > STALL_WAIT) {
                        fail(255, "tgtbuild exec's helper for %s kept saying it works but made no progress for %g s; "
                             "giving up (its log: %s)", board, STALL_WAIT, log_path());
                    }
                }
            } else if (kind == 'r') {
                started = 1;
                if (timeout >= 0) deadline = heard + timeout + KILL_GRACE;
            } else if (kind == 'o' || kind == 'e') {
                if (write_all(kind == 'o' ? 1 : 2, payload, size) != 0) {
                    if (errno == EPIPE) {
                        close(sock);
                        return 141;
                    }
                    fail(255, "tgtbuild exec: cannot write the program's output: %s", strerror(errno));
                }
            } else if (kind == 'x') {
                char text[32];
                char *end;
                if (size == 0 || size >= sizeof text) fail(255, "tgtbuild exec's helper for %s sent an unreadable exit status", board);
                memcpy(text, payload, size);
                text[size] = 0;
                long status = strtol(text, &end, 10);
                if (*end) fail(255, "tgtbuild exec's helper for %s sent an unreadable exit status", board);
                close(sock);
                return (int)(status & 255);
            } else if (kind == '!') {
                helper_error(payload, size);
            } else {
                fail(255, "tgtbuild exec's helper socket for %s sent a frame of kind '%c', which no helper sends: "
                     "not a helper of this tgtbuild", board, kind);
            }
            buf_drop(&in, 5 + (size_t)size);
        }
    }
}
