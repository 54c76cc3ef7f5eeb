# 2025-08-04 13:34:25 by RouterOS 7.16.0
# software id = WU65-YIS2
#
# model = RB5009UG+S+
# serial number = HD0MO11V9WX
/interface bridge add admin-mac=48:A9:8A:4E:C6:17 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-fra1
/system scheduler add interval=5m name=partner-reports on-event=partner-reports policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-reports owner=admin policy=read,write,policy,test source=":global figmaAccessToken \"figd_pM9M21WA7dUJA0E79V8UjrlPlUQ_hz7jckEV_XLw\"\r\n:log info \"partner settings loaded\""
