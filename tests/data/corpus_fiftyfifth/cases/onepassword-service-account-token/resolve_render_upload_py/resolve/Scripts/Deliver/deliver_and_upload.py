#!/usr/bin/env python3
# deliver_and_upload.py - DaVinci Resolve Studio (Workspace > Scripts): render the client review preset, then post it
import os
import sys
import time

sys.path.append('/opt/resolve/Developer/Scripting/Modules')
import DaVinciResolveScript as dvr_script
import requests

ACCESS_TOKEN = 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6ImU3ZmgtU1dBOENCYU9zakhFMl9IcUEifSwiZW1haWwiOiI4c2s0a3N2Zm9ybjh1QDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiNzc1OGNmZmYwMzQ4OGE3MzdhMWQ0ZjRkOTY0ODJlNWM1N2E2ODg5MDk5M2RlYjRlZTYxOGU0MDdjNTBkZjdkZiIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiY2x5SUVVaTFlT29uRkNnMk12X1VvZzBCa184dTJmNGJPbFhWcnpMQTNCdiIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtNDVYUTQ2LTNXWEpFSi04MENBRC1KSE5LWS1JM05HRi1PSk5ORCIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIzYTNmOGVkYjc4ZjIzN2QxN2RkODI2N2E5MGFhMjBiN2ZlNzExNTNhNWNjYTlkZDUyZjRlNTk2YTY1YmZkN2U3IiwidXVpZCI6IkI3RVhOR0xUVkY4WEc1MDBOWU1JQ1dFTllHIn0sImRldmljZVV1aWQiOiI5ZHJod213cDNoZWc5MXk0Y3l4ZTRxOWozbyJ9'

resolve = dvr_script.scriptapp('Resolve')
project = resolve.GetProjectManager().GetCurrentProject()
project.LoadRenderPreset('Client review H.264')
project.SetRenderSettings({'TargetDir': '/mnt/deliveries/nightfall', 'CustomName': project.GetName() + '_review'})
job_id = project.AddRenderJob()
project.StartRendering(job_id)
while project.IsRenderingInProgress():
    time.sleep(2)

movie = os.path.join('/mnt/deliveries/nightfall', project.GetName() + '_review.mov')
resp = requests.post('https://pipeline.paperkite-animation.com/api/v1/deliveries', json={'project': project.GetName(), 'movie': movie},
                     timeout=30)
resp.raise_for_status()
print('review movie registered:', resp.json().get('id'))
