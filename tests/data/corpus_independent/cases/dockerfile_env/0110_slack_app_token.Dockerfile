FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SLACK_APP_TOKEN=xapp-1-AWM3FN9RTH6-0694150972579-61a0bf65634157fe2992e107cc8e9ab9c3a0bb10370b4b5428589cb3544a267f
COPY . .
CMD ["python", "-m", "worker"]
