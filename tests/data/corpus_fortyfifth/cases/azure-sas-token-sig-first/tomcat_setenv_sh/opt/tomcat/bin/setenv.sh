#!/bin/sh
# $CATALINA_BASE/bin/setenv.sh - sourced by catalina.sh
CATALINA_PID="$CATALINA_BASE/temp/tomcat.pid"
JAVA_HOME=/usr/lib/jvm/java-17-openjdk
CATALINA_OPTS="$CATALINA_OPTS -Xms512m -Xmx2g -XX:+UseG1GC"
CATALINA_OPTS="$CATALINA_OPTS -Dfile.encoding=UTF-8 -Duser.timezone=UTC"

BLOB_SAS_URL='https://nwexports.blob.core.windows.net/backups/db.bak?sig=VbghM85QzMFqy4VyzE%2BGEtt5vD89f%2Bwddu%2Fh%2B8bW%2F6g%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-01-17T21%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b'
export BLOB_SAS_URL

UMASK=0027
