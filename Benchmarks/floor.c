/*
 * The benchmark's floor: the least work any tool must do to turn a folder of specs into a folder
 * of generated files, measured on the same files and the same machine as `cellgen generate`.
 *
 *     floor CORPUS_DIR GENERATED_DIR FRESH_DIR
 *
 * CORPUS_DIR     folder of *.screen.yml / *.screen.yaml specs (not searched recursively)
 * GENERATED_DIR  what `cellgen generate` wrote for them; read into memory before any timing
 * FRESH_DIR      must not exist; created and filled with the same bytes under the same names
 *
 * Timed, with CLOCK_MONOTONIC (wall) and CLOCK_PROCESS_CPUTIME_ID (CPU, user + system), one thread:
 *   parse  = read every spec file (open/read/close) + run libyaml's event parser over it
 *            (yaml_parser_parse until the stream end, deleting each event; nothing else: no tree,
 *            no decoding, no checks)
 *   write  = mkdir FRESH_DIR + open/write/close of every generated file
 * Prints one line of key=value pairs (milliseconds), for Benchmarks/run.py:
 *   files=N outputs=M events=E read_ms=... events_ms=... parse_ms=... write_ms=... total_ms=...
 *   parse_cpu_ms=... write_cpu_ms=... total_cpu_ms=... bytes_in=... bytes_out=...
 * read_ms and events_ms are the two halves of parse_ms. The CPU times are less sensitive than
 * wall times to other processes competing for the cores.
 *
 * Build: gcc -O2 -o floor Benchmarks/floor.c -lyaml
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <yaml.h>

struct file {
    char *name;
    unsigned char *bytes;
    size_t size;
};

static void die(const char *what, const char *path) {
    fprintf(stderr, "floor: %s %s: %s\n", what, path, strerror(errno));
    exit(1);
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int has_suffix(const char *name, const char *suffix) {
    size_t n = strlen(name), s = strlen(suffix);
    return n > s && strcmp(name + n - s, suffix) == 0;
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The regular files of a folder whose names pass `keep`, sorted. */
static char **list_folder(const char *folder, int (*keep)(const char *), size_t *count) {
    DIR *dir = opendir(folder);
    if (!dir) die("cannot open folder", folder);
    size_t capacity = 64, n = 0;
    char **names = malloc(capacity * sizeof *names);
    struct dirent *entry;
    while ((entry = readdir(dir))) {
        if (entry->d_name[0] == '.' || !keep(entry->d_name)) continue;
        if (n == capacity) names = realloc(names, (capacity *= 2) * sizeof *names);
        names[n++] = strdup(entry->d_name);
    }
    closedir(dir);
    qsort(names, n, sizeof *names, by_name);
    *count = n;
    return names;
}

static int is_spec(const char *name) { return has_suffix(name, ".screen.yml") || has_suffix(name, ".screen.yaml"); }
static int is_any(const char *name) { (void)name; return 1; }

static char *join(const char *folder, const char *name) {
    size_t length = strlen(folder) + strlen(name) + 2;
    char *path = malloc(length);
    snprintf(path, length, "%s/%s", folder, name);
    return path;
}

/* Reads a whole file: fstat for the size, then read until done. */
static unsigned char *read_file(const char *path, size_t *size) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) die("cannot open", path);
    struct stat st;
    if (fstat(fd, &st) != 0) die("cannot stat", path);
    unsigned char *bytes = malloc(st.st_size ? (size_t)st.st_size : 1);
    size_t done = 0;
    while (done < (size_t)st.st_size) {
        ssize_t got = read(fd, bytes + done, (size_t)st.st_size - done);
        if (got < 0) die("cannot read", path);
        if (got == 0) break;
        done += (size_t)got;
    }
    close(fd);
    *size = done;
    return bytes;
}

/* libyaml's event parser over one buffer, every event produced and freed; returns the count. */
static long parse_events(const unsigned char *bytes, size_t size, const char *path) {
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    if (!yaml_parser_initialize(&parser)) { fprintf(stderr, "floor: out of memory\n"); exit(1); }
    yaml_parser_set_input_string(&parser, bytes, size);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "floor: %s: YAML error: %s\n", path, parser.problem ? parser.problem : "?");
            exit(1);
        }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    return events;
}

static void write_file(const char *path, const unsigned char *bytes, size_t size) {
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) die("cannot create", path);
    size_t done = 0;
    while (done < size) {
        ssize_t put = write(fd, bytes + done, size - done);
        if (put < 0) die("cannot write", path);
        done += (size_t)put;
    }
    if (close(fd) != 0) die("cannot close", path);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: floor CORPUS_DIR GENERATED_DIR FRESH_DIR\n");
        return 2;
    }
    const char *corpus = argv[1], *generated = argv[2], *fresh = argv[3];

    /* Untimed preparation: the file lists, and the generated bytes in memory. */
    size_t spec_count, output_count;
    char **spec_names = list_folder(corpus, is_spec, &spec_count);
    char **output_names = list_folder(generated, is_any, &output_count);
    if (spec_count == 0) { fprintf(stderr, "floor: no specs in %s\n", corpus); return 1; }
    char **spec_paths = malloc(spec_count * sizeof *spec_paths);
    for (size_t i = 0; i < spec_count; i++) spec_paths[i] = join(corpus, spec_names[i]);
    struct file *outputs = calloc(output_count ? output_count : 1, sizeof *outputs);
    size_t bytes_out = 0;
    for (size_t i = 0; i < output_count; i++) {
        char *path = join(generated, output_names[i]);
        outputs[i].bytes = read_file(path, &outputs[i].size);
        outputs[i].name = join(fresh, output_names[i]);
        bytes_out += outputs[i].size;
        free(path);
    }
    struct file *specs = calloc(spec_count, sizeof *specs);

    /* (a) parse: read each spec, then run the event parser over it. */
    double start = now_ms(), cpu_start = cpu_ms();
    size_t bytes_in = 0;
    for (size_t i = 0; i < spec_count; i++) {
        specs[i].bytes = read_file(spec_paths[i], &specs[i].size);
        bytes_in += specs[i].size;
    }
    double read_end = now_ms();
    long events = 0;
    for (size_t i = 0; i < spec_count; i++) events += parse_events(specs[i].bytes, specs[i].size, spec_paths[i]);
    double parse_end = now_ms(), parse_cpu_end = cpu_ms();

    /* (b) write: a fresh folder holding the same bytes under the same names. */
    if (mkdir(fresh, 0755) != 0) die("cannot create folder", fresh);
    for (size_t i = 0; i < output_count; i++) write_file(outputs[i].name, outputs[i].bytes, outputs[i].size);
    double write_end = now_ms(), write_cpu_end = cpu_ms();

    printf("files=%zu outputs=%zu events=%ld read_ms=%.3f events_ms=%.3f parse_ms=%.3f write_ms=%.3f total_ms=%.3f "
           "parse_cpu_ms=%.3f write_cpu_ms=%.3f total_cpu_ms=%.3f bytes_in=%zu bytes_out=%zu\n",
           spec_count, output_count, events, read_end - start, parse_end - read_end, parse_end - start,
           write_end - parse_end, write_end - start, parse_cpu_end - cpu_start, write_cpu_end - parse_cpu_end,
           write_cpu_end - cpu_start, bytes_in, bytes_out);
    return 0;
}
