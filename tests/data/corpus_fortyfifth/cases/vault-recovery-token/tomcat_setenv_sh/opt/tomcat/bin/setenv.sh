#!/bin/sh
# $CATALINA_BASE/bin/setenv.sh - sourced by catalina.sh
CATALINA_PID="$CATALINA_BASE/temp/tomcat.pid"
JAVA_HOME=/usr/lib/jvm/java-17-openjdk
CATALINA_OPTS="$CATALINA_OPTS -Xms512m -Xmx2g -XX:+UseG1GC"
CATALINA_OPTS="$CATALINA_OPTS -Dfile.encoding=UTF-8 -Duser.timezone=UTC"

CREDENTIAL='hvr.CAESIG0wR9ik4jTc-G_K0wlPzFHMdnLQEa9JGc5X-5iF_ZJlGh4KHGh2ci44MGtyN0xMNE12ZFNFd2R2N3VCT0p2QWo'
export CREDENTIAL

UMASK=0027
