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
project.SetRenderSettings({'TargetDir': '/mnt/deliveries/nightfall', 'CustomName': project.GetName() + '_review'})
job_id = project.AddRenderJob()
project.StartRendering(job_id)
while project.IsRenderingInProgress():
    time.sleep(2)

movie = os.path.join('/mnt/deliveries/nightfall', project.GetName() + '_review.mov')
resp = requests.post('https://westeurope.api.cognitive.microsoft.com/language/:analyze-text?api-version=2023-04-01', json={'project': project.GetName(), 'movie': movie},
                     headers={'Ocp-Apim-Subscription-Key': '9cf232455ed7302fc48bf09ede69c9d8'},
                     timeout=30)
resp.raise_for_status()
print('review movie registered:', resp.json().get('id'))
