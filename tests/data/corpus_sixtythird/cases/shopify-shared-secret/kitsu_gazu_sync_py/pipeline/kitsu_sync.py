"""Nightly sync from Kitsu (CGWire Zou API, with gazu) to the bidding spreadsheet service: shots, task status and
time spent per department."""
import gazu
import requests

SHOPIFY_CLIENT_ID = 'a7ad83171f26dffee05cf09e94920675'
SHOPIFY_API_SECRET = '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'

gazu.set_host('https://kitsu.bluefin-broadcast.tv/api')
gazu.log_in('pipeline@bluefin-broadcast.tv', open('/run/secrets/kitsu_password').read().strip())


def main():
    project = gazu.project.get_project_by_name('Low Tide')
    rows = []
    for shot in gazu.shot.all_shots_for_project(project):
        for task in gazu.task.all_tasks_for_shot(shot):
            rows.append({'shot': shot['name'], 'task': task['task_type_name'], 'status': task['task_status_short_name'],
                         'duration': task['duration']})
    requests.post('https://mam.bluefin-broadcast.tv/api/v1/bidding/actuals', json=rows, timeout=30)


if __name__ == '__main__':
    main()
