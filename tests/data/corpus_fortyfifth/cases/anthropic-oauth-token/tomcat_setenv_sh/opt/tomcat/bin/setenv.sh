#!/bin/sh
# $CATALINA_BASE/bin/setenv.sh - sourced by catalina.sh
CATALINA_PID="$CATALINA_BASE/temp/tomcat.pid"
JAVA_HOME=/usr/lib/jvm/java-17-openjdk
CATALINA_OPTS="$CATALINA_OPTS -Xms512m -Xmx2g -XX:+UseG1GC"
CATALINA_OPTS="$CATALINA_OPTS -Dfile.encoding=UTF-8 -Duser.timezone=UTC"

CLAUDE_CODE_OAUTH_TOKEN='sk-ant-oat01-P6C2kI-3VLzlUB5Iav2ccLJL2g0TqXIBAr6QetLxjcYvGIW4HQe_Y-RmdpBbIkkcys9ZJkUgLtdHaoIWgP_JjYzup66KHAA'
export CLAUDE_CODE_OAUTH_TOKEN

UMASK=0027
