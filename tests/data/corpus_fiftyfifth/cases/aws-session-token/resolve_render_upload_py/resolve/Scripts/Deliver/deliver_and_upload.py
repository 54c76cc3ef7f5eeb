#!/usr/bin/env python3
# deliver_and_upload.py - DaVinci Resolve Studio (Workspace > Scripts): render the client review preset, then post it
import os
import sys
import time

sys.path.append('/opt/resolve/Developer/Scripting/Modules')
import DaVinciResolveScript as dvr_script
import requests

SESSION_TOKEN = 'IQoJb3JpZ2luX2VjEFLp4MeLNM1M1bCh1QTMdvGLAjML9fVQFaJFeh/a55szjlPakFEtPXbWjiA8+xE8FukcFv2FKivtGJQQR5xIttbr03Yza95eTX7jud95U63rYoeUGjKm7WP/Zh3daZwEW46EnqkBa+lVLhxWRYmFtao2E7g1tKZKlzN7EqPlBvm72Bqss4RYb1woPhKXaQTWtEnkHUDLhMbsxAoFdWlRhilhLcGyzVc+rdGeFVX2IuDzXyoqcii7LiSD+5gGbjCan6VI/tO/KDTC4o039hShsLsOpaTBBYQJMNjhPexwtx/i5eniAPLhq7It0v/2bjLQoCMHqR04NJunnOSGYkqJhLL5dJhIaZJaUWzjF0W99PVF3qTEEb4iZTSFoJdT0Tz/emfJjOVZ1U7q0ej81zk+VlkWsA8cr8EQ0vQUU1VEImZCzR7MkWKLTbzQkgWsMSrFYBseISCeKbmUsDHY42yZ305lYajz2RxGD0sVUKXNlfzxVEydQ49YkF5SylbeWC6KVaff1WQXXbXyToS3amylDc2dphHrGP3sb7+ou608Ilbdvu1Yt+nHT0rl2ptIUdPyxfn18hY2sGpaVkmjUFlk53dCG7lQftzM99iV'

resolve = dvr_script.scriptapp('Resolve')
project = resolve.GetProjectManager().GetCurrentProject()
project.LoadRenderPreset('Client review H.264')
project.SetRenderSettings({'TargetDir': '/mnt/deliveries/deepwater', 'CustomName': project.GetName() + '_review'})
job_id = project.AddRenderJob()
project.StartRendering(job_id)
while project.IsRenderingInProgress():
    time.sleep(2)

movie = os.path.join('/mnt/deliveries/deepwater', project.GetName() + '_review.mov')
resp = requests.post('https://pipeline.gravelroad-games.com/api/v1/deliveries', json={'project': project.GetName(), 'movie': movie},
                     timeout=30)
resp.raise_for_status()
print('review movie registered:', resp.json().get('id'))
