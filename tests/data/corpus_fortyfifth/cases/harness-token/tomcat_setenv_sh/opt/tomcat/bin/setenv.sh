#!/bin/sh
# $CATALINA_BASE/bin/setenv.sh - sourced by catalina.sh
CATALINA_PID="$CATALINA_BASE/temp/tomcat.pid"
JAVA_HOME=/usr/lib/jvm/java-17-openjdk
CATALINA_OPTS="$CATALINA_OPTS -Xms512m -Xmx2g -XX:+UseG1GC"
CATALINA_OPTS="$CATALINA_OPTS -Dfile.encoding=UTF-8 -Duser.timezone=UTC"

HARNESS_TOKEN='pat.bFqgztJwqcjLlnjilQN6SW.9b277e973ac0a51b48ff16ec.zX93cIKMhftn6zjs5At9'
export HARNESS_TOKEN

UMASK=0027
