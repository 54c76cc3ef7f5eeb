FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV API_KEY=Xfeflb4Juy32JzKb0PFxXh5afxKHku3g
COPY . .
CMD ["python", "-m", "worker"]
