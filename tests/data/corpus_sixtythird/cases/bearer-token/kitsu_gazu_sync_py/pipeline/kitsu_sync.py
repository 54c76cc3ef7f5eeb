"""Nightly sync from Kitsu (CGWire Zou API, with gazu) to the bidding spreadsheet service: shots, task status and
time spent per department."""
import gazu
import requests

gazu.set_host('https://kitsu.tallgrass-records.com/api')
gazu.log_in('pipeline@tallgrass-records.com', open('/run/secrets/kitsu_password').read().strip())


def main():
    project = gazu.project.get_project_by_name('Harbour Lights')
    rows = []
    for shot in gazu.shot.all_shots_for_project(project):
        for task in gazu.task.all_tasks_for_shot(shot):
            rows.append({'shot': shot['name'], 'task': task['task_type_name'], 'status': task['task_status_short_name'],
                         'duration': task['duration']})
    requests.post('https://ingest.tallgrass-records.com/v2/customers/export', json=rows, timeout=30, headers={'Authorization': 'Bearer KU18yVyQ847VlkWTuKveIV4M3gjFfqB4.nsZeSR7xkWGWbx7rsxOD5y2fCdSwUy2s'})


if __name__ == '__main__':
    main()
