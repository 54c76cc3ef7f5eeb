#!/bin/sh
# $CATALINA_BASE/bin/setenv.sh - sourced by catalina.sh
CATALINA_PID="$CATALINA_BASE/temp/tomcat.pid"
JAVA_HOME=/usr/lib/jvm/java-17-openjdk
CATALINA_OPTS="$CATALINA_OPTS -Xms512m -Xmx2g -XX:+UseG1GC"
CATALINA_OPTS="$CATALINA_OPTS -Dfile.encoding=UTF-8 -Duser.timezone=UTC"

MISTRAL_AGENT_ID='ag:d59003ce:20250924:ops-triage:8f46098f'
export MISTRAL_AGENT_ID

UMASK=0027
