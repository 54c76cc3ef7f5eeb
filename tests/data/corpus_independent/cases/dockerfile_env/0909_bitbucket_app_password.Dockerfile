FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV BITBUCKET_USERNAME=ci-northwind
ENV BITBUCKET_APP_PASSWORD=ATBB4nJT3ZieXdQXSLmmk4TjiDJ3Oulnscfx2EC961B4
COPY . .
CMD ["python", "-m", "worker"]
