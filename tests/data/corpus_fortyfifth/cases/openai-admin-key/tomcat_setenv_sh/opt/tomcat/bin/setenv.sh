#!/bin/sh
# $CATALINA_BASE/bin/setenv.sh - sourced by catalina.sh
CATALINA_PID="$CATALINA_BASE/temp/tomcat.pid"
JAVA_HOME=/usr/lib/jvm/java-17-openjdk
CATALINA_OPTS="$CATALINA_OPTS -Xms512m -Xmx2g -XX:+UseG1GC"
CATALINA_OPTS="$CATALINA_OPTS -Dfile.encoding=UTF-8 -Duser.timezone=UTC"

OAI_ADMIN_KEY='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'
export OAI_ADMIN_KEY

UMASK=0027
