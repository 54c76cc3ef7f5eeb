# 2025-07-07 11:27:55 by RouterOS 7.16.0
# software id = PH2D-SHV8
#
# model = RB5009UG+S+
# serial number = HD0LP2ORKRV
/interface bridge add admin-mac=48:A9:8A:B6:CD:12 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-lhr2
/system scheduler add interval=5m name=partner-notifier on-event=partner-notifier policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-notifier owner=admin policy=read,write,policy,test source="/tool fetch url=\"https://api.telegram.org/bot4508867148:Ct0Pqza__rlCRcMc1eqGEwgwOCVExmZocPF/sendMessage\" http-method=post http-header-field=\"Content-Type: application/json\" http-data=\"{\\\"text\\\":\\\"WAN failover on the edge router\\\"}\" output=none\r\n:log info \"failover notice sent\""
