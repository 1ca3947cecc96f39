#!/usr/bin/env bash
# Real mail servers for the integration tests: Dovecot (IMAP + LMTP) and Postfix (SMTP with AUTH
# through Dovecot's auth socket, delivering to Dovecot LMTP into Maildirs), on 127.0.0.1 ports of
# our own, with every file under one directory. No systemd: the daemons are started directly.
#
#   scripts/mail-servers.sh start | stop | status | env | add-user <addr> <password> [<addr> <password>...]
#
# Settings (environment): CHANCERY_MAIL_DIR (default /tmp/chancery-mail), CHANCERY_IMAP_PORT (10143),
# CHANCERY_SMTP_PORT (10587). `start` installs the Debian packages first when they are missing
# (needs root) and is a no-op when both servers already run.
set -euo pipefail

DIR="${CHANCERY_MAIL_DIR:-/tmp/chancery-mail}"
IMAP_PORT="${CHANCERY_IMAP_PORT:-10143}"
SMTP_PORT="${CHANCERY_SMTP_PORT:-10587}"
# Mailboxes belong to this system user (it exists on every Debian system).
MAIL_USER=mail

die() { echo "mail-servers: $*" >&2; exit 1; }

install_packages() {
  if command -v dovecot >/dev/null && command -v postfix >/dev/null && [ -x /usr/lib/dovecot/lmtp ]; then return; fi
  [ "$(id -u)" = 0 ] || die "dovecot/postfix are not installed; run as root to install them (apt-get install dovecot-imapd dovecot-lmtpd postfix)"
  export DEBIAN_FRONTEND=noninteractive
  # Postfix asks how it should be configured; "No configuration" leaves /etc/postfix alone.
  echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections
  apt-get update -q >/dev/null
  apt-get install -y -q --no-install-recommends dovecot-imapd dovecot-lmtpd postfix >/dev/null
}

dovecot_running() { [ -f "$DIR/run/dovecot/master.pid" ] && kill -0 "$(cat "$DIR/run/dovecot/master.pid")" 2>/dev/null; }
postfix_running() { postfix -c "$DIR/postfix" status >/dev/null 2>&1; }

write_dovecot_conf() {
  cat >"$DIR/dovecot.conf" <<EOF
# Written by scripts/mail-servers.sh: a self-contained Dovecot for tests (nothing from /etc/dovecot).
base_dir = $DIR/run/dovecot
state_dir = $DIR/state/dovecot
log_path = $DIR/log/dovecot.log
protocols = imap lmtp
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# Loopback is trusted, and the auth penalty is off: a test's failed login must not slow the next ones.
login_trusted_networks = 127.0.0.0/8
auth_failure_delay = 0
mail_location = maildir:~/Maildir
mail_uid = $MAIL_USER
mail_gid = $MAIL_USER
first_valid_uid = 1
mail_fsync = never
postmaster_address = postmaster@chancery.test
recipient_delimiter = +
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $DIR/users
}
userdb {
  driver = passwd-file
  args = username_format=%u $DIR/users
  default_fields = uid=$MAIL_USER gid=$MAIL_USER home=$DIR/mail/%d/%n
}
protocol imap {
  mail_max_userip_connections = 1000
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $IMAP_PORT
  }
  inet_listener imaps {
    port = 0
  }
}
service lmtp {
  unix_listener $DIR/run/lmtp {
    mode = 0666
  }
}
service auth {
  unix_listener $DIR/run/auth {
    mode = 0666
  }
}
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
EOF
}

write_postfix_conf() {
  mkdir -p "$DIR/postfix" "$DIR/postfix-queue" "$DIR/postfix-data"
  chown postfix "$DIR/postfix-data"
  cat >"$DIR/postfix/main.cf" <<EOF
# Written by scripts/mail-servers.sh: a self-contained Postfix for tests.
compatibility_level = 3.6
queue_directory = $DIR/postfix-queue
data_directory = $DIR/postfix-data
command_directory = /usr/sbin
daemon_directory = /usr/lib/postfix/sbin
meta_directory = /etc/postfix
shlib_directory = /usr/lib/postfix
mail_owner = postfix
setgid_group = postdrop
myhostname = mail.chancery.test
mydomain = chancery.test
myorigin = chancery.test
mydestination =
inet_protocols = ipv4
inet_interfaces = 127.0.0.1
maillog_file = $DIR/log/postfix.log
maillog_file_prefixes = $DIR/log
alias_maps =
alias_database =
local_recipient_maps =
biff = no
append_dot_mydomain = no
smtputf8_enable = no
message_size_limit = 52428800
# Every domain is ours: all mail goes to Dovecot, which refuses unknown users (so bounces happen).
virtual_mailbox_domains = static:all
virtual_transport = lmtp:unix:$DIR/run/lmtp
smtpd_sasl_type = dovecot
smtpd_sasl_path = $DIR/run/auth
smtpd_sasl_auth_enable = yes
smtpd_sasl_security_options = noanonymous
smtpd_tls_security_level = none
smtpd_relay_restrictions = permit_sasl_authenticated, reject
smtpd_recipient_restrictions = permit_sasl_authenticated, reject
smtpd_client_connection_count_limit = 0
smtpd_client_connection_rate_limit = 0
smtpd_error_sleep_time = 0
in_flow_delay = 0
EOF
  cat >"$DIR/postfix/master.cf" <<EOF
127.0.0.1:$SMTP_PORT inet n - n - - smtpd
pickup     unix  n - n 60   1 pickup
cleanup    unix  n - n -    0 cleanup
qmgr       unix  n - n 300  1 qmgr
rewrite    unix  - - n -    - trivial-rewrite
bounce     unix  - - n -    0 bounce
defer      unix  - - n -    0 bounce
trace      unix  - - n -    0 bounce
verify     unix  - - n -    1 verify
flush      unix  n - n 1000? 0 flush
proxymap   unix  - - n -    - proxymap
proxywrite unix  - - n -    1 proxymap
smtp       unix  - - n -    - smtp
relay      unix  - - n -    - smtp
showq      unix  n - n -    - showq
error      unix  - - n -    - error
retry      unix  - - n -    - error
discard    unix  - - n -    - discard
lmtp       unix  - - n -    - lmtp
anvil      unix  - - n -    1 anvil
scache     unix  - - n -    1 scache
postlog    unix-dgram n - n - 1 postlogd
EOF
}

wait_for_port() {
  local port=$1 name=$2
  for _ in $(seq 1 100); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then return 0; fi
    sleep 0.05
  done
  die "$name did not open 127.0.0.1:$port (see $DIR/log/)"
}

start() {
  install_packages
  mkdir -p "$DIR/run" "$DIR/state/dovecot" "$DIR/log" "$DIR/mail"
  chown "$MAIL_USER:$MAIL_USER" "$DIR/mail"
  touch "$DIR/users"
  chgrp dovecot "$DIR/users" && chmod 0640 "$DIR/users"
  if ! dovecot_running; then
    write_dovecot_conf
    # Dovecot keeps its standard streams open: detach them, or a caller waiting on our output hangs.
    dovecot -c "$DIR/dovecot.conf" </dev/null >>"$DIR/log/dovecot.out" 2>&1 || die "dovecot failed to start: $(tail -5 "$DIR/log/dovecot.out" "$DIR/log/dovecot.log" 2>/dev/null)"
  fi
  if ! postfix_running; then
    write_postfix_conf
    # Postfix prints its errors only to a terminal: give it one, and keep what it says.
    script -qec "postfix -c '$DIR/postfix' start" /dev/null </dev/null >"$DIR/log/postfix.out" 2>&1 \
      || die "postfix failed to start: $(cat "$DIR/log/postfix.out")"
  fi
  wait_for_port "$IMAP_PORT" dovecot
  wait_for_port "$SMTP_PORT" postfix
  print_env
}

stop() {
  if dovecot_running; then dovecot -c "$DIR/dovecot.conf" stop </dev/null >/dev/null 2>&1 || true; fi
  if postfix_running; then postfix -c "$DIR/postfix" stop </dev/null >/dev/null 2>&1 || true; fi
  for _ in $(seq 1 50); do
    dovecot_running || postfix_running || return 0
    sleep 0.1
  done
  die "the servers did not stop"
}

status() {
  local ok=0
  if dovecot_running; then echo "dovecot: running (imap 127.0.0.1:$IMAP_PORT)"; else echo "dovecot: stopped"; ok=1; fi
  if postfix_running; then echo "postfix: running (smtp 127.0.0.1:$SMTP_PORT)"; else echo "postfix: stopped"; ok=1; fi
  return $ok
}

print_env() {
  echo "CHANCERY_MAIL_DIR=$DIR"
  echo "CHANCERY_IMAP_PORT=$IMAP_PORT"
  echo "CHANCERY_SMTP_PORT=$SMTP_PORT"
}

add_users() {
  touch "$DIR/users"
  # Test runs add users at the same time: one writer at a time, or one's users are lost.
  exec 9>"$DIR/users.lock"
  flock 9
  cp "$DIR/users" "$DIR/users.tmp"
  while [ $# -ge 2 ]; do
    local addr=$1 password=$2
    shift 2
    [[ "$addr" =~ ^[^@:[:space:]]+@[^@:[:space:]]+$ ]] || die "not an address: $addr"
    [[ "$password" != *:* && "$password" != *$'\n'* ]] || die "a password may not contain ':' or a newline"
    { grep -v "^${addr}:" "$DIR/users.tmp" || true; echo "${addr}:{PLAIN}${password}::::::"; } >"$DIR/users.tmp.new"
    mv "$DIR/users.tmp.new" "$DIR/users.tmp"
  done
  chgrp dovecot "$DIR/users.tmp" 2>/dev/null || true
  chmod 0640 "$DIR/users.tmp"
  mv "$DIR/users.tmp" "$DIR/users"
  flock -u 9
  # Dovecot looks at the file at most once per second (on its clock's second): once the second
  # of this write is over, the next login sees the new users.
  local written
  written=$(date +%s)
  while [ "$(date +%s)" -le "$written" ]; do sleep 0.02; done
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  env) print_env ;;
  add-user) [ $# -ge 3 ] && [ $(( $# % 2 )) -eq 1 ] || die "usage: $0 add-user <address> <password> [<address> <password>...]"; shift; add_users "$@" ;;
  *) echo "usage: $0 start|stop|status|env|add-user <address> <password> [<address> <password>...]" >&2; exit 2 ;;
esac
