#!/bin/sh
# The standby: on first start, a base backup of the primary (pg_basebackup
# -R writes the connection to follow it); it names itself "standby1", the
# name the primary waits for (synchronous_standby_names). Then the server.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h db -U replicator; do sleep 1; done
  export PGPASSWORD="$REPLICATION_PASSWORD"
  pg_basebackup -h db -U replicator -D "$PGDATA" -X stream -c fast -R
  echo "primary_conninfo = 'host=db user=replicator password=$REPLICATION_PASSWORD application_name=standby1'" \
    >> "$PGDATA/postgresql.auto.conf"
  chmod 0700 "$PGDATA"
fi
exec postgres -c hot_standby=on
