# 2025-07-16 10:40:37 by RouterOS 7.16.1
# software id = 5ICX-OLA4
#
# model = RB5009UG+S+
# serial number = HD0HXRHQ8NK
/interface bridge add admin-mac=48:A9:8A:6B:7C:51 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-fra2
/system scheduler add interval=5m name=partner-billing on-event=partner-billing policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-billing owner=admin policy=read,write,policy,test source=":global flyAccessToken \"fo1_n60s1x_bog7x4Y48k6G7fxtE1RFXj8DlG-nf0R62Jic\"\r\n:log info \"partner settings loaded\""
