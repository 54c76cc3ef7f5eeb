"""Nightly sync from Kitsu (CGWire Zou API, with gazu) to the bidding spreadsheet service: shots, task status and
time spent per department."""
import gazu
import requests

FIGMA_ACCESS_TOKEN = 'figd_fo3JaZCaTc3gx_DQb21airZISWv7RQodCe7qCUEP'

gazu.set_host('https://kitsu.ironbridge-studios.com/api')
gazu.log_in('pipeline@ironbridge-studios.com', open('/run/secrets/kitsu_password').read().strip())


def main():
    project = gazu.project.get_project_by_name('The Glass Orchard')
    rows = []
    for shot in gazu.shot.all_shots_for_project(project):
        for task in gazu.task.all_tasks_for_shot(shot):
            rows.append({'shot': shot['name'], 'task': task['task_type_name'], 'status': task['task_status_short_name'],
                         'duration': task['duration']})
    requests.post('https://ops.ironbridge-studios.com/api/v1/bidding/actuals', json=rows, timeout=30)


if __name__ == '__main__':
    main()
