"""Nightly sync from Kitsu (CGWire Zou API, with gazu) to the bidding spreadsheet service: shots, task status and
time spent per department."""
import gazu
import requests

OPENAI_SERVICE_ACCOUNT_KEY = os.environ['OPENAI_SERVICE_ACCOUNT_KEY']

gazu.set_host('https://kitsu.tallgrass-records.com/api')
gazu.log_in('pipeline@tallgrass-records.com', open('/run/secrets/kitsu_password').read().strip())


def main():
    project = gazu.project.get_project_by_name('Harbour Lights')
    rows = []
    for shot in gazu.shot.all_shots_for_project(project):
        for task in gazu.task.all_tasks_for_shot(shot):
            rows.append({'shot': shot['name'], 'task': task['task_type_name'], 'status': task['task_status_short_name'],
                         'duration': task['duration']})
    requests.post('https://ops.tallgrass-records.com/api/v1/bidding/actuals', json=rows, timeout=30)


if __name__ == '__main__':
    main()
