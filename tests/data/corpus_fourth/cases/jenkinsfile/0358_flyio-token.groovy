pipeline {
  agent any
  environment {
    FEATURE_BATCHING = 'true'
    METRIC_NAME = 'loader_fm2_parse_config'
    HTTP_TIMEOUT = '30'
  }
  stages {
    stage('Deploy') {
      steps {
        sh './deploy.sh'
      }
    }
  }
}
