pipeline {
  agent any
  environment {
    LOG_LEVEL = 'info'
    SECRET = 'https://zbtgdgyrjt.blob.core.windows.net/uploads/pukacq.tar.gz?sig=KPlA5WdouPhyGHKLcWoZNfIjPuT8aJl9M6VqrVcDNX4%3D&se=2027-05-16T00%3A00%3A00Z&sp=r&sv=2022-11-02&sr=b'
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
