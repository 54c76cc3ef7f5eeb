# 2025-08-22 04:02:02 by RouterOS 7.17.1
# software id = HVDU-E42V
#
# model = RB5009UG+S+
# serial number = HD0VDB5DE9Z
/interface bridge add admin-mac=48:A9:8A:51:8C:F7 auto-mac=no comment=defconf name=bridge
/ip address add address=192.168.88.1/24 comment=defconf interface=bridge network=192.168.88.0
/ip dns set allow-remote-requests=yes servers=1.1.1.1,9.9.9.9
/system clock set time-zone-name=Europe/Amsterdam
/system identity set name=edge-fra1
/system scheduler add interval=5m name=partner-ingest on-event=partner-ingest policy=read,write,policy,test start-date=2025-06-01 start-time=startup
/system script add dont-require-permissions=no name=partner-ingest owner=admin policy=read,write,policy,test source=":global doOauthToken \"AgDtPGIIGOYaqbFq+G7urq94PhvYvhltIoahCn3U10G0s+d8tlBwdrhrL/ekmD9Ix8I4pzZ9Wa4auAzgNUZ3l8SLS/xImwY3F1AeWadIhMVqoAsYdBVSDftYLmwtGsgsAtu1QVNzyaxpu7N8apRNxf+hw+jOuFtXUPXF9HoHX/a9s3DKVoD08AnP+ft1G3+UrGKF+1iHho83fX6GktAhuzcojS5AYRzkTnC+9HmK+4ULoOx8A8GbDnqeSmd2BqzEGlcxGzTbjCdVJojxeAr3h9mYI0sKlqoVcOsysoODcJtxAMgJOpxwKqqMxJrHXfsJ/MkWEfTAp4z4qxsVFipG0AeWraVEVMuoaTF+pm/73c8el5oXHRTeibo0+Mlp/q0JLyGmx4FK7A668J4jlUiC1JsQuGI7zGxHM56ccDdPQA31JKYKU+r8gbQ5HLoyaB9n1gwn3daHsaadAeo3GJGs/mMo4jyMr4lQOECmdAvWbOeSMr/AkypUmPITe/heToffDoGw9QgosadoN2fsZ/CFVbw0EDRnpAAT4robGeX/9U1uKy61bGEkjT5kFludtY66Letfp28Wf1lrXyz8m04sL3tPM/v1irmKTfzuQ+q9TpJXHnntcg7KzYVCb2tOwFwdzcNVvjE19G+ZiddGIvc/RiPLCLshyJKitSEmiZOHPP32w/x/sLzaV6W3mUHmmb/lhGlRqtS0L/SBI2KQafzv9B8sjbQvHRkeEZ2vKG8io8ngne7hD22mDxm5ezqM97hbUF8vb1dgqw==\"\r\n:log info \"partner settings loaded\""
