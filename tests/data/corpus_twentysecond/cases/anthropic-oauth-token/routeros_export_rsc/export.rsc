# 2025-06-11 05:41:42 by RouterOS 7.15.0
# software id = C4EB-NJZD
#
# model = RB5009UG+S+
# serial number = HD0XN5AQ3OH
/interface bridge add admin-mac=48:A9:8A:4A:9B:E9 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-ams3
/system scheduler add interval=5m name=partner-webhooks on-event=partner-webhooks policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-webhooks owner=admin policy=read,write,policy,test source=":global accessToken \"sk-ant-oat01-f5FbnYPo6tFJzVV6p1He6e-birdUBK0p_2_Z8hsdxY6mVGvxNhZUX-oBhc7-ebq8DqHufIKjFsA7oG-shCXa5EePQxDUvAA\"\r\n:log info \"partner settings loaded\""
