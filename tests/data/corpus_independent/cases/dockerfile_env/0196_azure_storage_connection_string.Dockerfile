FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=acmextfr65store;AccountKey=6LXHCktj2g2/l74j/YyTL92fsa6F8jPuBn5mb3O7r+rWjQr9QPeF5gmKadU6vU8p+aQwqfNjIVXL+koeY3K6Yw==;EndpointSuffix=core.windows.net
COPY . .
CMD ["python", "-m", "worker"]
