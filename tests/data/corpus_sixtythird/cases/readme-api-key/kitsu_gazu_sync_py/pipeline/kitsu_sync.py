"""Nightly sync from Kitsu (CGWire Zou API, with gazu) to the bidding spreadsheet service: shots, task status and
time spent per department."""
import gazu
import requests

API_TOKEN = 'rdme_1yoy3gz5gxcyv2u9sbv7tbgrhvik97lg9ijvgrelk22iqpurory0oe97c9z7xf1uqa2ont'

gazu.set_host('https://kitsu.northlight-vfx.com/api')
gazu.log_in('pipeline@northlight-vfx.com', open('/run/secrets/kitsu_password').read().strip())


def main():
    project = gazu.project.get_project_by_name('The Glass Orchard')
    rows = []
    for shot in gazu.shot.all_shots_for_project(project):
        for task in gazu.task.all_tasks_for_shot(shot):
            rows.append({'shot': shot['name'], 'task': task['task_type_name'], 'status': task['task_status_short_name'],
                         'duration': task['duration']})
    requests.post('https://ops.northlight-vfx.com/api/v1/bidding/actuals', json=rows, timeout=30)


if __name__ == '__main__':
    main()
