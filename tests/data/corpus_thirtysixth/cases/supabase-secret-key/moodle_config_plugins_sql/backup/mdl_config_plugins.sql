--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
466	moodlecourse	format	weeks
467	moodlecourse	maxsections	52
468	block_openai_chat	version	2024046889
469	block_openai_chat	enabled	1
470	block_openai_chat	supabase_publishable_key	sb_publishable_YP2fe1xhcY0KOMl3nVdyde_55JXJ4yk
471	block_openai_chat	timeout	30
\.


--
-- PostgreSQL database dump complete
--
