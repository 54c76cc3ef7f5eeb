#!/bin/sh
# $CATALINA_BASE/bin/setenv.sh - sourced by catalina.sh
CATALINA_PID="$CATALINA_BASE/temp/tomcat.pid"
JAVA_HOME=/usr/lib/jvm/java-17-openjdk
CATALINA_OPTS="$CATALINA_OPTS -Xms512m -Xmx2g -XX:+UseG1GC"
CATALINA_OPTS="$CATALINA_OPTS -Dfile.encoding=UTF-8 -Duser.timezone=UTC"

PLANETSCALE_DB_USERNAME='amh1umvvd9z1e34tozwk'
export PLANETSCALE_DB_USERNAME

UMASK=0027
