pipeline {
  agent any
  environment {
    FEATURE_BATCHING = 'true'
    ADAFRUIT_IO_KEY = '<your adafruit io key>'
  }
  stages {
    stage('Deploy') {
      steps {
        sh './deploy.sh'
      }
    }
  }
}
