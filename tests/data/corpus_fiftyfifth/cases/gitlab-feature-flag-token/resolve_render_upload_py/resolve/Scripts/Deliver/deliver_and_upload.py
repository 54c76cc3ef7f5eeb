#!/usr/bin/env python3
# deliver_and_upload.py - DaVinci Resolve Studio (Workspace > Scripts): render the client review preset, then post it
import os
import sys
import time

sys.path.append('/opt/resolve/Developer/Scripting/Modules')
import DaVinciResolveScript as dvr_script
import requests

ACCESS_TOKEN = 'AgCz3FNTL45dAzg7WnOfeC68nRPhsKd8U3Svh6InZfQJ1lWhUBpnSGiC52TvDddfBMksGmKirrciiGPrtOSBpqixqnEhcaFnrwFJhdkMvbD+nZJK2o5LEl+Vd69HvIsyXwGU4Y2sQHp7y4cfNbUFia9UG8J8mSkxYdETqYnosbII/2eFH0HDANqPB8fRf6NHmuh3eX1x9Q+airyD2nhfRXJfH/343tprOPfgJMelubJCEqDD4KyYmdBHFHY3vIHumdpIl8M6CAi5jCEqf2oLeextSnwD0rsTm41veUgVPEYOa79SARlUS1P8dC90Z1NkYyVyzpFBBNVduBD9glgwEJSa9oHGL2QCqe5z/ZTmdOnJV1axTr94/QoS6ZykwbM3wSapOvO0T9pfNJ2EGSNbfugF+CZ29/X5RJbCyGN+MsWqRCv/D4CY0at1wAeWqhTgMsjiDCer+Q5BrJaqMAD8BkFICrz2TRmhlKgzUkjwzqiRCVFLcxtQMiwtKl1Lr3dvr1fLBJBIoPNWodt4cXQXA3ofglP+MsOf8DBMBrmSjoQS2jUMyOqUM/lDv6b+fKEeP55RAlkevfsdOgm47EsbCMq06ohcdxnZKzZyZ6dflumAp353ohOr1UC88WAHAo4MrVft/TwOI8F0JEv3ji6JIpZUoWK77lPEOgbPieTDawDarBEgsii6942119uZSmIPVg4WdPm2v+Xbg1c='

resolve = dvr_script.scriptapp('Resolve')
project = resolve.GetProjectManager().GetCurrentProject()
project.LoadRenderPreset('Client review H.264')
project.SetRenderSettings({'TargetDir': '/mnt/deliveries/skyreach', 'CustomName': project.GetName() + '_review'})
job_id = project.AddRenderJob()
project.StartRendering(job_id)
while project.IsRenderingInProgress():
    time.sleep(2)

movie = os.path.join('/mnt/deliveries/skyreach', project.GetName() + '_review.mov')
resp = requests.post('https://pipeline.emberfall-games.com/api/v1/deliveries', json={'project': project.GetName(), 'movie': movie},
                     timeout=30)
resp.raise_for_status()
print('review movie registered:', resp.json().get('id'))
