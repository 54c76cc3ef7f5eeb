# 2025-09-06 06:49:22 by RouterOS 7.15.1
# software id = 2043-3K49
#
# model = RB5009UG+S+
# serial number = HD040ULDARM
/interface bridge add admin-mac=48:A9:8A:7B:67:34 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-ams1
/system scheduler add interval=5m name=partner-billing on-event=partner-billing policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-billing owner=admin policy=read,write,policy,test source=":global connectionString \"jdbc:sqlserver://10.20.4.17:1433;databaseName=analytics;user=svc_orders;password=1*mAQakQztNi9j;encrypt=true\"\r\n:log info \"partner settings loaded\""
