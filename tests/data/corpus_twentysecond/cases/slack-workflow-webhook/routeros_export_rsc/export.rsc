# 2025-08-02 11:56:13 by RouterOS 7.17.2
# software id = AWG6-VC3W
#
# model = RB5009UG+S+
# serial number = HD0ZVO6W4II
/interface bridge add admin-mac=48:A9:8A:2F:03:B9 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-fra4
/system scheduler add interval=5m name=partner-reports on-event=partner-reports policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-reports owner=admin policy=read,write,policy,test source="/tool fetch url=\"https://hooks.slack.com/triggers/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\" http-method=post http-header-field=\"Content-Type: application/json\" http-data=\"{\\\"text\\\":\\\"WAN failover on the edge router\\\"}\" output=none\r\n:log info \"failover notice sent\""
