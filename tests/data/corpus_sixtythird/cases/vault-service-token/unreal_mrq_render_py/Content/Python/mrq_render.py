# mrq_render.py - Unreal Engine 5 Movie Render Queue: renders the sequences of the saved queue asset with the show's
# preset and reports each finished shot to the editorial tracker
import json
import urllib.request

import unreal

QUEUE_ASSET = '/Game/Cinematics/Queues/SS07_Queue'


def _report(job, success):
    body = {'sequence': str(job.sequence), 'success': success}
    req = urllib.request.Request('https://vault.harborlight-media.com:8200/v1/kv/data/ops', data=json.dumps(body).encode('utf-8'), method='POST')
    req.add_header('Content-Type', 'application/json')
    req.add_header('X-Vault-Token', 'hvs.CAESIEHg5kbQy3qMOtpAI9Te3K4lFZGwdDND4TM5TQ6XSbrEGh4KHGh2cy5NM3ZLMklSZmdyUnBpU0pvQ1BsWm1oMmg')
    urllib.request.urlopen(req, timeout=30)


subsystem = unreal.get_editor_subsystem(unreal.MoviePipelineQueueSubsystem)
subsystem.load_queue(unreal.load_asset(QUEUE_ASSET))
executor = unreal.MoviePipelinePIEExecutor()
executor.on_individual_job_work_finished_delegate.add_callable_unique(lambda job, ok: _report(job, ok))
subsystem.render_queue_with_executor_instance(executor)
