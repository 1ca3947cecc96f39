# Runs a command in a pseudo-terminal and relays it: our stdin goes to the terminal as keystrokes,
# the terminal's output comes out on our stdout. Exits with the command's exit code.
# Usage: python3 pty_relay.py <columns> <rows> <command> [args...]
import fcntl, os, pty, select, struct, sys, termios

cols, rows, argv = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
pid, fd = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack('HHHH', rows, cols, 0, 0))
    os.execvp(argv[0], argv)

stdin, stdout = sys.stdin.fileno(), sys.stdout.fileno()
reading = True
while True:
    ready, _, _ = select.select([fd] + ([stdin] if reading else []), [], [])
    if fd in ready:
        try:
            data = os.read(fd, 65536)
        except OSError:  # the terminal closed: the command has exited
            data = b''
        if not data:
            break
        os.write(stdout, data)
    if reading and stdin in ready:
        data = os.read(stdin, 65536)
        if data:
            os.write(fd, data)
        else:
            reading = False
_, status = os.waitpid(pid, 0)
sys.exit(os.waitstatus_to_exitcode(status))
