// The floor app of the page benchmark (issue 29): React, React DOM and React Router, the same Vite, two form pages
// and nothing else. What the portal weighs and how fast its Continue is are stated beside this, measured in the same
// run, so a loaded machine slows both alike.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router';

function Question() {
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void navigate('/next');
      }}
    >
      <h1>Where is the repair?</h1>
      <label>
        <input type="radio" name="where" value="home" checked={choice === 'home'} onChange={() => setChoice('home')} />
        My property
      </label>
      <button type="submit">Continue</button>
    </form>
  );
}

function Next() {
  const navigate = useNavigate();
  return (
    <form>
      <a
        href="/"
        onClick={(event) => {
          event.preventDefault();
          void navigate(-1);
        }}
      >
        Back
      </a>
      <h1>What needs repairing?</h1>
      <label>
        Where is the problem?
        <select>
          <option>Kitchen</option>
        </select>
      </label>
    </form>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Question /> },
  { path: '/next', element: <Next /> },
]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
