"""Nightly sync from Kitsu (CGWire Zou API, with gazu) to the bidding spreadsheet service: shots, task status and
time spent per department."""
import gazu
import requests

PAYPAL_CLIENT_ID = 'ApiREnRgRPX30XJ_v1DnpszUtxgvCs7jNC0aGI_IecJhI0h5YfSuNqmsJZkBL59goHQPBFt6Q1eOyPMA'
PAYPAL_SECRET = 'EGbUjcN5WpG06OvobAkQL2hTptZqaT--cEXE-XnDm_KU6vBeKuOBFUL0ojewipaRjHkWiVsBNciERAS7'

gazu.set_host('https://kitsu.northlight-vfx.com/api')
gazu.log_in('pipeline@northlight-vfx.com', open('/run/secrets/kitsu_password').read().strip())


def main():
    project = gazu.project.get_project_by_name('Static Season')
    rows = []
    for shot in gazu.shot.all_shots_for_project(project):
        for task in gazu.task.all_tasks_for_shot(shot):
            rows.append({'shot': shot['name'], 'task': task['task_type_name'], 'status': task['task_status_short_name'],
                         'duration': task['duration']})
    requests.post('https://pipeline.northlight-vfx.com/api/v1/bidding/actuals', json=rows, timeout=30)


if __name__ == '__main__':
    main()
