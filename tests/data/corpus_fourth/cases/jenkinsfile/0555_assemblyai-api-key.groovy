pipeline {
  agent any
  environment {
    CACHE_TTL_SECONDS = '300'
    ASSEMBLYAI_API_KEY = 'changeme'
  }
  stages {
    stage('Deploy') {
      steps {
        sh './deploy.sh'
      }
    }
  }
}
