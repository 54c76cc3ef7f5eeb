pipeline {
  agent any
  environment {
    HTTP_TIMEOUT = '30'
    SECRET = 'eyJrIjoiTmpHY05Jb3dwVnhqdHYzZ0lYWkRYRVlYVDg4cTFUMTYiLCJuIjoidGVycmFmb3JtIiwiaWQiOjl9'
    WORKER_CONCURRENCY = '4'
    AWS_REGION = 'eu-west-1'
  }
  stages {
    stage('Deploy') {
      steps {
        sh './deploy.sh'
      }
    }
  }
}
