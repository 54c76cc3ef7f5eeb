# 2025-07-17 22:24:47 by RouterOS 7.14.3
# software id = 3ZZ3-90T7
#
# model = RB5009UG+S+
# serial number = HD05ZA6Q6OD
/interface bridge add admin-mac=48:A9:8A:42:08:D2 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-fra2
/system scheduler add interval=5m name=partner-reports on-event=partner-reports policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-reports owner=admin policy=read,write,policy,test source=":global accessToken \"sha1:c5508221dc0d4cd0636bfecd085edeb80e7eba32\"\r\n:log info \"partner settings loaded\""
