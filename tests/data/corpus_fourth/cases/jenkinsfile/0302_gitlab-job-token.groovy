pipeline {
  agent any
  environment {
    HTTP_TIMEOUT = '30'
    METRIC_NAME = 'default_glcbt-client_config'
  }
  stages {
    stage('Deploy') {
      steps {
        sh './deploy.sh'
      }
    }
  }
}
