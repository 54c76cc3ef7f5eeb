#!/bin/sh
# $CATALINA_BASE/bin/setenv.sh - sourced by catalina.sh
CATALINA_PID="$CATALINA_BASE/temp/tomcat.pid"
JAVA_HOME=/usr/lib/jvm/java-17-openjdk
CATALINA_OPTS="$CATALINA_OPTS -Xms512m -Xmx2g -XX:+UseG1GC"
CATALINA_OPTS="$CATALINA_OPTS -Dfile.encoding=UTF-8 -Duser.timezone=UTC"

IOT_HUB_CONNECTION='HostName=kw-iot-hub.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=X6+/2pYEz1M996EhPn4ojP0ntirTWWA6JZI/+sOY4pM='
export IOT_HUB_CONNECTION

UMASK=0027
