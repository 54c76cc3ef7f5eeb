FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DOCKERHUB_USERNAME=acmebuild
ENV DOCKERHUB_TOKEN=dckr_pat_Cfi-aRGFmjOqjqweD_LlwtWXrEo
COPY . .
CMD ["python", "-m", "worker"]
