#!/bin/sh
# $CATALINA_BASE/bin/setenv.sh - sourced by catalina.sh
CATALINA_PID="$CATALINA_BASE/temp/tomcat.pid"
JAVA_HOME=/usr/lib/jvm/java-17-openjdk
CATALINA_OPTS="$CATALINA_OPTS -Xms512m -Xmx2g -XX:+UseG1GC"
CATALINA_OPTS="$CATALINA_OPTS -Dfile.encoding=UTF-8 -Duser.timezone=UTC"

CLOUDFLARE_DNS_API_TOKEN='cfut_b0Nw4Dqx3dQowqRvda4kdHNGfoxEGXuHzDzM7Atfa4904bd2'
export CLOUDFLARE_DNS_API_TOKEN

UMASK=0027
