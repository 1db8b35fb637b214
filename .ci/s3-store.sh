#!/usr/bin/env bash
# A real S3 store for the tests (issue 39 point 2, decision 059): a one-host Ceph cluster from
# Debian's packages (one monitor, one OSD on memstore, one radosgw with the beast frontend), all
# on 127.0.0.1, all data in one temp folder.
#
# Sourced by .ci/run: `s3_store_start` installs what is missing, starts the daemons, makes a user
# and a bucket, checks put/get/multipart/list/presigned GET, and exports TEST_S3_ENDPOINT,
# TEST_S3_BUCKET, TEST_S3_ACCESS_KEY_ID, TEST_S3_SECRET_ACCESS_KEY, TEST_S3_REGION and
# TEST_S3_FORCE_PATH_STYLE=1 (radosgw here has no DNS name, so bucket in the path).
# `s3_store_stop` kills every daemon it started and removes the folder. S3_STORE_OSD=bluestore
# keeps the objects in a sparse file rather than in the OSD's memory.
# S3_STORE=off exports nothing (the S3 tests then fall back to the npm s3rver); S3_STORE_CHECK=curl
# makes the closing check use curl even where the AWS SDK is installed.
#
# Run directly for a developer's machine:
#   bash .ci/s3-store.sh          start, check, print the export lines, leave it running
#   bash .ci/s3-store.sh stop     stop the one started on this port
# Ports: S3_STORE_PORT (radosgw, 57480) and S3_STORE_MON_PORT (monitor, 57489); the OSD takes
# free ports of Ceph's own range 6800-7300 on 127.0.0.1.

S3_STORE_PORT=${S3_STORE_PORT:-57480}
S3_STORE_MON_PORT=${S3_STORE_MON_PORT:-57489}
S3_STORE_BUCKET=${S3_STORE_BUCKET:-video-test}
S3_STORE_REGION=${S3_STORE_REGION:-us-east-1}
# The folder of the last store started on this port, so a later start (or `stop`) finds it even
# after the shell that started it is gone.
S3_STORE_STATE=${TMPDIR:-/tmp}/ci-s3-store.$S3_STORE_PORT

_s3_log() { echo "[s3-store] $*" >&2; }

# Waits until "$@" succeeds, at most $1 seconds (checked each half second).
_s3_wait() {
  local limit=$1 i
  shift
  for ((i = 0; i < limit * 2; i++)); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  return 1
}

_s3_port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

_s3_random_hex() { head -c "$1" /dev/urandom | od -An -tx1 | tr -d ' \n'; }

_s3_install() {
  local need=() c
  # ceph-common brings the ceph CLI and radosgw-admin; ceph-base brings monmaptool.
  for c in ceph-mon:ceph-mon ceph-osd:ceph-osd radosgw:radosgw radosgw-admin:ceph-common ceph:ceph-common monmaptool:ceph-base curl:curl; do
    command -v "${c%%:*}" >/dev/null 2>&1 || need+=("${c#*:}")
  done
  [ ${#need[@]} -eq 0 ] && return 0
  mapfile -t need < <(printf '%s\n' "${need[@]}" | sort -u)
  _s3_log "apt-get install ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
}

# Kills the daemons whose pid files are in folder $1 (radosgw first, the monitor last, so the
# OSD can tell the monitor it is going), then removes the folder. A pid is killed only while its
# command line still names this folder's ceph.conf: a pid reused by another process is left alone.
_s3_stop_dir() {
  local dir=$1 name pid i
  [ -n "$dir" ] && [ -d "$dir" ] || return 0
  for name in rgw osd mon; do
    [ -f "$dir/$name.pid" ] || continue
    pid=$(cat "$dir/$name.pid")
    if { tr '\0' ' ' <"/proc/$pid/cmdline"; } 2>/dev/null | grep -qF -- "$dir/ceph.conf"; then
      kill "$pid" 2>/dev/null || true
      for ((i = 0; i < 40; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
      kill -9 "$pid" 2>/dev/null || true
    fi
  done
  rm -rf "$dir"
}

# Stops the store this shell started (the EXIT trap of .ci/run): never one a developer started
# by hand on the same port while S3_STORE=off.
s3_store_stop() {
  [ -n "${_S3_STORE_DIR:-}" ] || return 0
  _s3_stop_dir "$_S3_STORE_DIR"
  [ "$(cat "$S3_STORE_STATE" 2>/dev/null)" != "$_S3_STORE_DIR" ] || rm -f "$S3_STORE_STATE"
  _S3_STORE_DIR=
}

# Stops the last store started on this port, by whatever shell (`stop`, and before a start).
_s3_stop_recorded() {
  [ -f "$S3_STORE_STATE" ] || return 0
  _s3_stop_dir "$(cat "$S3_STORE_STATE")"
  rm -f "$S3_STORE_STATE"
}

# memstore (the default): objects in the OSD's memory, nothing written to disk until it stops; the
# size is the capacity it reports, not memory taken up front. S3_STORE_OSD=bluestore puts them on
# a sparse 10 GiB file in the folder instead (for tests that would write more than memory holds).
_s3_objectstore() {
  if [ "${S3_STORE_OSD:-memstore}" = bluestore ]; then
    cat <<EOF
osd objectstore = bluestore
bluestore block path = $1/osd/block
bluestore block create = true
bluestore block size = 10737418240
bluestore block db create = false
bluestore block wal create = false
bluestore fsck on mkfs = false
osd memory target = 536870912
EOF
  else
    printf '%s\n' 'osd objectstore = memstore' 'memstore device bytes = 4294967296'
  fi
}

_s3_conf() {
  local dir=$1 fsid=$2
  cat >"$dir/ceph.conf" <<EOF
[global]
fsid = $fsid
mon host = [v2:127.0.0.1:$S3_STORE_MON_PORT]
# Loopback only, messenger v2 only (one port for the monitor, none of v1's).
public addr = 127.0.0.1
cluster addr = 127.0.0.1
ms bind msgr1 = false
ms bind msgr2 = true
# No cephx: nothing but this host can reach the daemons. The monitor connection mode must then
# allow crc, radosgw otherwise asks for "secure", which needs cephx, and never connects.
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc
run dir = $dir/run
admin socket = $dir/run/\$name.asok
pid file = $dir/run/\$name.pid
log file = $dir/log/\$name.log
log to stderr = false
# One OSD: one copy, few placement groups (radosgw makes about seven pools; Ceph refuses a pool
# past mon_max_pg_per_osd, which one OSD reaches at 250 with the default 32 per pool).
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon max pg per osd = 1000
# Warnings that are true of every one-host test cluster and would only hide a real one.
mon warn on pool no redundancy = false
mon warn on insecure global id reclaim allowed = false
mon data avail warn = 1
mon data avail crit = 1

[mon]
mon data = $dir/mon/\$id
# A map change is proposed 0.1 s after it is asked for, not 1 s: radosgw makes its pools one
# after the other, each a map change, and this halves the time to ready (decision 059).
paxos propose interval = 0.1

[osd]
osd data = $dir/osd/\$id
$(_s3_objectstore "$dir")

[client.rgw.ci]
rgw frontends = beast endpoint=127.0.0.1:$S3_STORE_PORT
rgw data = $dir/rgw
rgw enable apis = s3
rgw thread pool size = 32
rgw dynamic resharding = false
# The data of a deleted or replaced object is freed half a minute later, not two hours (memstore
# holds it in memory, and a CI run writes and deletes the tests' media many times over).
rgw gc obj min wait = 30
rgw gc processor period = 30
EOF
}

# The check the tests rely on: the AWS SDK from node_modules when it is installed (the adapter's
# own client), curl's SigV4 otherwise (without the presigned GET, which curl cannot sign).
_s3_check() {
  local here
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  if [ "${S3_STORE_CHECK:-}" != curl ] && (cd "$here/.." && node -e "require.resolve('@aws-sdk/client-s3'); require.resolve('@aws-sdk/s3-request-presigner')") 2>/dev/null; then
    (cd "$here/.." && node "$here/s3-store-check.mjs")
  else
    _s3_log "checking with curl, not the AWS SDK (no presigned GET)"
    _s3_curl_check
  fi
}

_s3_curl() {
  curl -sS --fail-with-body --aws-sigv4 "aws:amz:$S3_STORE_REGION:s3" \
    --user "$TEST_S3_ACCESS_KEY_ID:$TEST_S3_SECRET_ACCESS_KEY" \
    -H 'x-amz-content-sha256: UNSIGNED-PAYLOAD' "$@"
}

_s3_curl_check() {
  local base="$TEST_S3_ENDPOINT/$TEST_S3_BUCKET/ci-check" tmp upload etag1 etag2 got
  tmp=$(mktemp -d)
  printf 'small object' >"$tmp/small"
  head -c $((5 * 1024 * 1024)) /dev/zero >"$tmp/part1"
  printf 'last part' >"$tmp/part2"
  # Each step returns at once on failure: errexit does not reach into a function run as a condition.
  _s3_curl -T "$tmp/small" "$base/small.txt" >/dev/null || return 1
  got=$(_s3_curl "$base/small.txt") || return 1
  [ "$got" = 'small object' ] || { _s3_log "check: get returned other bytes"; return 1; }
  upload=$(_s3_curl -X POST "$base/multi.bin?uploads=" | sed -n 's:.*<UploadId>\(.*\)</UploadId>.*:\1:p')
  [ -n "$upload" ] || { _s3_log "check: no multipart upload id"; return 1; }
  etag1=$(_s3_curl -T "$tmp/part1" "$base/multi.bin?partNumber=1&uploadId=$upload" -D - -o /dev/null | tr -d '\r' | sed -n 's/^[Ee][Tt]ag: //p')
  etag2=$(_s3_curl -T "$tmp/part2" "$base/multi.bin?partNumber=2&uploadId=$upload" -D - -o /dev/null | tr -d '\r' | sed -n 's/^[Ee][Tt]ag: //p')
  [ -n "$etag1" ] && [ -n "$etag2" ] || { _s3_log "check: a part was not taken"; return 1; }
  _s3_curl -X POST --data-binary "<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>$etag1</ETag></Part><Part><PartNumber>2</PartNumber><ETag>$etag2</ETag></Part></CompleteMultipartUpload>" \
    "$base/multi.bin?uploadId=$upload" >/dev/null || return 1
  got=$(_s3_curl "$base/multi.bin" | wc -c)
  [ "$got" -eq $((5 * 1024 * 1024 + 9)) ] || { _s3_log "check: the multipart object is $got bytes"; return 1; }
  # The query as SigV4 canonicalises it (the slash escaped), which curl 7.88 does not do itself.
  got=$(_s3_curl "$TEST_S3_ENDPOINT/$TEST_S3_BUCKET?list-type=2&prefix=ci-check%2F") || return 1
  [[ $got == *'<Key>ci-check/multi.bin</Key>'* ]] || { _s3_log "check: list misses the object"; return 1; }
  _s3_curl -X DELETE "$base/small.txt" >/dev/null || return 1
  _s3_curl -X DELETE "$base/multi.bin" >/dev/null || return 1
  rm -rf "$tmp"
  _s3_log "check passed: put, get, multipart (5 MiB + 9 B), list, delete (curl)"
}

# Prints the tail of each daemon's log, for a start that failed.
_s3_show_logs() {
  local f
  for f in "$1"/log/*; do
    [ -f "$f" ] || continue
    _s3_log "--- $f"
    tail -n 15 "$f" >&2
  done
}

# Starts the store and exports the TEST_S3_* variables; returns non-zero (and exports nothing)
# when it cannot, with the daemons' logs shown.
s3_store_start() {
  if [ "${S3_STORE:-}" = off ]; then
    _s3_log "S3_STORE=off: no Ceph, the S3 tests use s3rver"
    return 0
  fi
  local t0=$SECONDS t_mon t_osd t_rgw t_bucket dir fsid uuid osd_id access secret
  _s3_install || { _s3_log "could not install Ceph from apt"; return 1; }
  [ $((SECONDS - t0)) -eq 0 ] || _s3_log "installed in $((SECONDS - t0)) s"
  t0=$SECONDS
  # A store left by an earlier run on this port (a killed CI, a developer's start) goes first.
  _s3_stop_recorded
  local port
  for port in "$S3_STORE_PORT" "$S3_STORE_MON_PORT"; do
    _s3_port_free "$port" || { _s3_log "127.0.0.1:$port is taken (set S3_STORE_PORT / S3_STORE_MON_PORT)"; return 1; }
  done
  dir=$(mktemp -d "${TMPDIR:-/tmp}/ci-s3.XXXXXX")
  _S3_STORE_DIR=$dir
  echo "$dir" >"$S3_STORE_STATE"
  mkdir -p "$dir"/{mon/a,osd/0,rgw,log,run}
  fsid=$(cat /proc/sys/kernel/random/uuid)
  _s3_conf "$dir" "$fsid"
  local conf=(-c "$dir/ceph.conf")

  # Each daemon in the foreground (-f) under this shell, its output in the folder: nothing holds
  # the CI's stdout, and its pid is the one s3_store_stop kills.
  if ! {
    monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$S3_STORE_MON_PORT]" "$dir/monmap" >/dev/null &&
      ceph-mon "${conf[@]}" -i a --mkfs --monmap "$dir/monmap" 2>>"$dir/log/mkfs.log" &&
      { ceph-mon "${conf[@]}" -i a -f </dev/null >>"$dir/log/mon.out" 2>&1 & echo $! >"$dir/mon.pid"; } &&
      _s3_wait 30 ceph "${conf[@]}" --connect-timeout 5 mon stat && t_mon=$SECONDS &&
      uuid=$(cat /proc/sys/kernel/random/uuid) &&
      osd_id=$(ceph "${conf[@]}" --connect-timeout 10 osd new "$uuid") && [ "$osd_id" = 0 ] &&
      ceph-osd "${conf[@]}" -i 0 --mkfs --osd-uuid "$uuid" >>"$dir/log/mkfs.log" 2>&1 &&
      { ceph-osd "${conf[@]}" -i 0 -f </dev/null >>"$dir/log/osd.out" 2>&1 & echo $! >"$dir/osd.pid"; } &&
      _s3_wait 60 bash -c "ceph -c '$dir/ceph.conf' --connect-timeout 5 osd stat | grep -q '1 up'" && t_osd=$SECONDS &&
      { radosgw "${conf[@]}" -n client.rgw.ci -f </dev/null >>"$dir/log/rgw.out" 2>&1 & echo $! >"$dir/rgw.pid"; } &&
      # radosgw answers once it has made its pools and zone: an anonymous list of buckets.
      _s3_wait 120 curl -sf -o /dev/null "http://127.0.0.1:$S3_STORE_PORT/"
  }; then
    _s3_log "Ceph did not start ($((SECONDS - t0)) s); logs in $dir:"
    _s3_show_logs "$dir"
    s3_store_stop
    return 1
  fi
  t_rgw=$SECONDS

  access=ci$(_s3_random_hex 9)
  secret=$(_s3_random_hex 20)
  if ! radosgw-admin "${conf[@]}" user create --uid=ci --display-name='CI tests' \
    --access-key="$access" --secret-key="$secret" >/dev/null 2>>"$dir/log/admin.log"; then
    _s3_log "radosgw-admin user create failed"
    _s3_show_logs "$dir"
    s3_store_stop
    return 1
  fi
  export TEST_S3_ENDPOINT="http://127.0.0.1:$S3_STORE_PORT"
  export TEST_S3_BUCKET=$S3_STORE_BUCKET
  export TEST_S3_ACCESS_KEY_ID=$access
  export TEST_S3_SECRET_ACCESS_KEY=$secret
  export TEST_S3_REGION=$S3_STORE_REGION
  export TEST_S3_FORCE_PATH_STYLE=1
  if ! _s3_curl -X PUT "$TEST_S3_ENDPOINT/$TEST_S3_BUCKET" >/dev/null || ! t_bucket=$SECONDS || ! _s3_check; then
    _s3_log "the S3 check failed"
    _s3_show_logs "$dir"
    unset TEST_S3_ENDPOINT TEST_S3_BUCKET TEST_S3_ACCESS_KEY_ID TEST_S3_SECRET_ACCESS_KEY TEST_S3_REGION TEST_S3_FORCE_PATH_STYLE
    s3_store_stop
    return 1
  fi
  _s3_log "Ceph radosgw ready at $TEST_S3_ENDPOINT, bucket $TEST_S3_BUCKET in $((SECONDS - t0)) s" \
    "(monitor $((t_mon - t0)) s, OSD +$((t_osd - t_mon)), radosgw +$((t_rgw - t_osd)), user and bucket +$((t_bucket - t_rgw))," \
    "check +$((SECONDS - t_bucket)); folder $dir)"
}

# Run directly rather than sourced.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  case "${1:-start}" in
    start)
      s3_store_start
      [ -n "${TEST_S3_ENDPOINT:-}" ] || exit 0
      for v in TEST_S3_ENDPOINT TEST_S3_BUCKET TEST_S3_ACCESS_KEY_ID TEST_S3_SECRET_ACCESS_KEY TEST_S3_REGION TEST_S3_FORCE_PATH_STYLE; do
        echo "export $v=${!v}"
      done
      ;;
    stop) _s3_stop_recorded ;;
    *) echo "usage: $0 [start|stop]" >&2; exit 2 ;;
  esac
fi
