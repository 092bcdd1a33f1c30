/*
 * A small seccomp deny-list, installed last before exec.
 *
 * The program already runs as an unprivileged uid with no capabilities and
 * no_new_privs, so most of these calls would fail anyway. The list removes
 * kernel attack surface an unprivileged process still reaches (user
 * namespaces, bpf, perf, keyrings, userfaultfd, io_uring, ...) and makes the
 * privileged ones fail early and predictably with EPERM.
 */
#include "launcher.h"

#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#else
#error "hoj-box: add the audit arch of this machine"
#endif

#ifndef SECCOMP_RET_KILL_PROCESS
#define SECCOMP_RET_KILL_PROCESS 0x80000000U
#endif

static const int denied[] = {
    /* namespaces and mounts: the box's view of the system must stay as built */
    SYS_unshare, SYS_setns, SYS_mount, SYS_umount2, SYS_pivot_root, SYS_chroot,
#ifdef SYS_open_tree
    SYS_open_tree, SYS_move_mount, SYS_fsopen, SYS_fsconfig, SYS_fsmount, SYS_fspick,
#endif
#ifdef SYS_mount_setattr
    SYS_mount_setattr,
#endif
    /* looking into or steering other processes */
    SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev, SYS_kcmp,
    /* kernel attack surface reachable without privileges */
    SYS_keyctl, SYS_add_key, SYS_request_key, SYS_bpf, SYS_perf_event_open,
    SYS_userfaultfd, SYS_open_by_handle_at, SYS_name_to_handle_at, SYS_fanotify_init,
#ifdef SYS_io_uring_setup
    SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register,
#endif
    /* administration of the machine */
    SYS_reboot, SYS_kexec_load, SYS_init_module, SYS_finit_module, SYS_delete_module,
#ifdef SYS_kexec_file_load
    SYS_kexec_file_load,
#endif
    SYS_swapon, SYS_swapoff, SYS_acct, SYS_quotactl, SYS_syslog, SYS_vhangup,
    SYS_settimeofday, SYS_clock_settime, SYS_clock_adjtime, SYS_adjtimex,
    SYS_sethostname, SYS_setdomainname,
#ifdef SYS_iopl
    SYS_iopl, SYS_ioperm,
#endif
#ifdef SYS_uselib
    SYS_uselib,
#endif
#ifdef SYS_lookup_dcookie
    SYS_lookup_dcookie,
#endif
};

#define NEW_NAMESPACE_FLAGS                                                                  \
    (CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | \
     CLONE_NEWCGROUP)

#define N_DENIED (sizeof denied / sizeof denied[0])
#define RET(value) BPF_STMT(BPF_RET | BPF_K, (value))
#define LOAD(field) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field))

int install_seccomp_filter(void)
{
    /* header (6) + a compare and a return per denied call + clone3 (2) + clone (4) + allow */
    struct sock_filter code[6 + 2 * N_DENIED + 7];
    size_t n = 0;

    /* Another ABI (i386 via int 0x80, x32) would see other syscall numbers. */
    code[n++] = (struct sock_filter)LOAD(arch);
    code[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NATIVE_ARCH, 1, 0);
    code[n++] = (struct sock_filter)RET(SECCOMP_RET_KILL_PROCESS);
    code[n++] = (struct sock_filter)LOAD(nr);
#if defined(__x86_64__)
    code[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000U /* __X32_SYSCALL_BIT */, 0, 1);
    code[n++] = (struct sock_filter)RET(SECCOMP_RET_ERRNO | ENOSYS);
#endif
    for (size_t i = 0; i < N_DENIED; i++) {
        code[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)denied[i], 0, 1);
        code[n++] = (struct sock_filter)RET(SECCOMP_RET_ERRNO | EPERM);
    }
    /*
     * clone3 passes its flags in memory, where a filter cannot look: answer
     * ENOSYS so that libc falls back to clone, whose flags we can check.
     */
    code[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1);
    code[n++] = (struct sock_filter)RET(SECCOMP_RET_ERRNO | ENOSYS);
    code[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 3);
    /* the flags are the low half of the first argument (little endian) */
    code[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0]));
    code[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, NEW_NAMESPACE_FLAGS, 0, 1);
    code[n++] = (struct sock_filter)RET(SECCOMP_RET_ERRNO | EPERM);
    code[n++] = (struct sock_filter)RET(SECCOMP_RET_ALLOW);

    struct sock_fprog prog = { .len = (unsigned short)n, .filter = code };
    return (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog);
}
