# mrq_render.py - Unreal Engine 5 Movie Render Queue: renders the sequences of the saved queue asset with the show's
# preset and reports each finished shot to the editorial tracker
import json
import urllib.request

import unreal

AWS_SECRET_ACCESS_KEY_PROD = '0nmlX/8NoICO+Tg6JZjuQ+rDxaysu2G/bcmdN//b'

QUEUE_ASSET = '/Game/Cinematics/Queues/PM05_Queue'


def _report(job, success):
    body = {'sequence': str(job.sequence), 'success': success}
    req = urllib.request.Request('https://pipeline.saltmarsh-audio.com/api/v1/editorial/renders', data=json.dumps(body).encode('utf-8'), method='POST')
    req.add_header('Content-Type', 'application/json')
    urllib.request.urlopen(req, timeout=30)


subsystem = unreal.get_editor_subsystem(unreal.MoviePipelineQueueSubsystem)
subsystem.load_queue(unreal.load_asset(QUEUE_ASSET))
executor = unreal.MoviePipelinePIEExecutor()
executor.on_individual_job_work_finished_delegate.add_callable_unique(lambda job, ok: _report(job, ok))
subsystem.render_queue_with_executor_instance(executor)
