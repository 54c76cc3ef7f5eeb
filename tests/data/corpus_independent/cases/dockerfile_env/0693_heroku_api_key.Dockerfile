FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV HEROKU_API_KEY=HRKU-AAhri7G_f7_7TUVRnbVZ4wefv2qk0bIIA7Cx5tKZ8ePIULFOVsCUgkMZ_R4d
COPY . .
CMD ["python", "-m", "worker"]
