#!/usr/bin/env python3
# deliver_and_upload.py - DaVinci Resolve Studio (Workspace > Scripts): render the client review preset, then post it
import os
import sys
import time

sys.path.append('/opt/resolve/Developer/Scripting/Modules')
import DaVinciResolveScript as dvr_script
import requests

resolve = dvr_script.scriptapp('Resolve')
project = resolve.GetProjectManager().GetCurrentProject()
project.LoadRenderPreset('Client review H.264')
project.SetRenderSettings({'TargetDir': '/mnt/deliveries/ironvale', 'CustomName': project.GetName() + '_review'})
job_id = project.AddRenderJob()
project.StartRendering(job_id)
while project.IsRenderingInProgress():
    time.sleep(2)

movie = os.path.join('/mnt/deliveries/ironvale', project.GetName() + '_review.mov')
resp = requests.post('https://ingest.emberfall-games.com/v2/bookings', json={'project': project.GetName(), 'movie': movie},
                     headers={'Authorization': 'Bearer 669c52887097e4a9f5f0074dd0c21ef19bad03414fa58b778c23f57bdb942525'},
                     timeout=30)
resp.raise_for_status()
print('review movie registered:', resp.json().get('id'))
